"""How Jelly Bean Farmers looks: the board's style sheet (each farm as the sample tableau,
the climate cards, the Yearly Sequence track, the choice panel)."""

CSS = """
.fl-jbf-table { display: flex; flex-direction: column; gap: 4px; }
.fl-jbf-status { font-size: 19px; }
.fl-jbf-years { display: inline-flex; gap: 3px; vertical-align: middle; margin-left: 8px; }
.fl-jbf-yr { display: inline-block; min-width: 22px; text-align: center; border: 2px solid #8d8d8d; border-radius: 4px;
  font-size: 13px; color: #333; background: #fff; }
.fl-jbf-yr.fl-past { background: #d9d9d9; color: #555; text-decoration: line-through; }
.fl-jbf-yr.fl-now { border-color: #2b5d8a; background: #2b5d8a; color: #fff; font-weight: 700; }
.fl-jbf-seq { font-size: 14px; color: #333; }
.fl-jbf-seq .fl-jbf-phase { font-weight: 700; margin-left: 6px; }
.fl-jbf-seq .fl-jbf-step { padding: 0 4px; border-radius: 3px; }
.fl-jbf-seq .fl-jbf-step.fl-now { background: #2b5d8a; color: #fff; font-weight: 700; }
.fl-jbf-seq .fl-jbf-step.fl-now::after { content: " ◀ now"; }
.fl-jbf-climate-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: stretch; }
.fl-jbf-climate { border: 3px solid #1f5f8a; border-radius: 8px; padding: 3px 8px; background: #eef6fc;
  min-width: 170px; max-width: 270px; line-height: 1.2; }
.fl-jbf-climate.fl-hidden { background: repeating-linear-gradient(45deg, #4e6e8a, #4e6e8a 6px, #5d7f9c 6px, #5d7f9c 12px);
  color: #fff; border-color: #2c4257; }
.fl-jbf-climate.fl-over { opacity: 0.65; border-style: dashed; }
.fl-jbf-climate-role { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
.fl-jbf-climate-name { font-weight: 700; font-size: 17px; display: block; }
.fl-jbf-climate-fx { font-size: 14px; display: block; }
.fl-jbf-sum { border-left: 6px solid #3d7a1e; background: #f1f8ec; padding: 3px 8px; border-radius: 4px;
  font-size: 15px; max-width: 460px; }
.fl-jbf-sum b.fl-big { font-size: 18px; }
.fl-jbf-contract { display: inline-block; border: 2px solid #7a1010; background: #fbeaea; border-radius: 6px;
  padding: 1px 8px; margin: 2px 4px 2px 0; font-weight: 600; }
.fl-jbf-fire { border: 2px solid #b33c00; background: #fff0e6; border-radius: 6px; padding: 2px 8px; font-weight: 600; }
.fl-jbf-past { font-size: 13px; color: #444; }
.fl-jbf-deck { font-size: 14px; color: #333; }
.fl-jbf-seat .fl-seat-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.fl-jbf-score { font-size: 15px; color: #333; }
.fl-jbf-tableau { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 5px; }
.fl-jbf-zone { border: 1px solid #c9c9c9; border-radius: 6px; padding: 2px 5px; background: #fcfcfa; min-width: 0; }
.fl-jbf-zone-title { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: #444; }
.fl-jbf-card { display: inline-block; border: 2px solid #888; border-left-width: 7px; border-radius: 6px;
  padding: 1px 5px; margin: 2px 2px; color: #111; line-height: 1.15; font-size: 14px; vertical-align: top;
  max-width: 100%; box-sizing: border-box; }
.fl-jbf-card .fl-jbf-card-name { font-weight: 700; }
.fl-jbf-card .fl-jbf-card-note { font-size: 12px; color: #333; display: block; }
.fl-jbf-card.fl-back { background: repeating-linear-gradient(135deg, #6d4c41, #6d4c41 5px, #7b5a4e 5px, #7b5a4e 10px);
  color: #fff; border-color: #3e2723; }
.fl-jbf-card.fl-back .fl-jbf-card-note { color: #f2e6df; }
.fl-jbf-card.fl-place { transform: rotate(-2deg); margin: 3px 4px; }
.fl-seats .fl-jbf-zone-title { font-size: 11px; letter-spacing: 0; }
.fl-seats .fl-jbf-big { font-size: 15px; }
.fl-seats .fl-jbf-tableau { gap: 3px; }
.fl-nowrap { white-space: nowrap; }
.fl-jbf-field { display: inline-block; border: 2px solid #6b4a1e; border-radius: 6px; margin: 2px; padding: 2px 5px;
  background: #efe3cf; min-width: 86px; vertical-align: top; font-size: 14px; line-height: 1.2; }
.fl-jbf-field.fl-seeded { border-color: #2e7d32; background: #e3f1dc; }
.fl-jbf-field-name { font-weight: 700; }
.fl-jbf-up { display: block; font-size: 12px; border-top: 1px dashed #8a6d3b; margin-top: 1px; }
.fl-jbf-yield { display: block; font-size: 13px; font-weight: 700; color: #1b5e20; }
.fl-jbf-silo { display: inline-block; border: 2px solid #8a5a00; border-radius: 10px 10px 3px 3px; background: #fbf1dc;
  margin: 2px; padding: 1px 5px; font-size: 13px; text-align: center; }
.fl-bean { display: inline-block; width: 9px; height: 13px; border-radius: 50%; margin: 0 1px; vertical-align: middle;
  border: 1px solid rgba(0,0,0,0.35); transform: rotate(25deg); }
.fl-beans { line-height: 1.5; }
.fl-jbf-food { font-size: 15px; }
.fl-jbf-unprotected { border: 2px dashed #b00020; border-radius: 6px; padding: 1px 4px; margin-top: 2px; color: #7a0016; }
.fl-jbf-rabbits { border: 2px solid #7a0016; background: #fdecee; border-radius: 6px; padding: 1px 6px; margin: 2px 0 4px 0;
  font-weight: 700; color: #7a0016; }
.fl-jbf-stamp { display: inline-block; border: 2px solid #1b5e20; background: #e8f5e9; border-radius: 4px;
  padding: 0 5px; margin: 1px; font-size: 13px; font-weight: 700; }
.fl-jbf-stamp.fl-used { border-style: dashed; background: #f4f4f4; color: #777; font-weight: 400; text-decoration: line-through; }
.fl-jbf-big { font-size: 17px; font-weight: 700; }
.fl-jbf-hand { margin-top: 4px; }
.fl-jbf-note { font-size: 13px; color: #444; }
.fl-jbf-out { font-weight: 700; color: #7a0016; }
.fl-board .fl-seats .fl-seat:has(.fl-jbf-seat) { flex: 1 1 360px; max-width: 640px; }
.fl-jbf-panel { border: 2px solid #2b5d8a; border-radius: 8px; padding: 4px 8px; margin: 4px 0; background: #f5f9fd; }
.fl-jbf-panel .widget-toggle-button, .fl-jbf-panel .widget-toggle-buttons button { font-size: 15px; height: auto;
  min-height: 34px; }
.fl-jbf-panel .fl-jbf-pick.mod-active, .fl-jbf-panel .widget-toggle-buttons button.mod-active { font-weight: 700;
  outline: 3px solid #2e7d32; }
.fl-jbf-ref td, .fl-jbf-ref th { padding: 1px 6px; border-bottom: 1px solid #ddd; text-align: left; font-size: 14px; }
.fl-jbf-ref th { background: #f0f0f0; }
"""

"""Lesson widgets (docs/lesson-standard.md): predict, instant feedback, answers hidden until answered."""

from __future__ import annotations

import pytest

from farmlab.widgets.lesson import Predict, Reveal, TeacherSwitch


def test_number_prediction_right_and_wrong_feedback():
    q = Predict("How many points is a pig worth?", 5, kind="number", explain="A pig sells for 5.")
    assert q.check(7) is False
    assert "too high" in q.feedback.value and "The answer is 5" in q.feedback.value
    assert q.answered and not q.right
    assert q.check(5) is True
    assert "Right!" in q.feedback.value and "A pig sells for 5." in q.feedback.value


def test_number_prediction_within_tolerance_counts_as_right():
    q = Predict("About how many turns?", 12.4, tolerance=1)
    assert q.check(13)
    assert not Predict("x", 12.4, tolerance=1).check(14)


def test_empty_prediction_is_not_an_answer():
    q = Predict("How many?", 3)
    assert q.check(None) is False
    assert not q.answered
    assert "First choose or type" in q.feedback.value


def test_choice_prediction_gives_the_hint_of_the_wrong_choice():
    q = Predict("Which sells first?", "the cow", kind="choice", choices=["the pig", "the cow"],
                hints={"the pig": "A pig is worth less than a cow."})
    assert not q.check("the pig")
    assert "A pig is worth less than a cow." in q.feedback.value
    assert q.check("the cow")


def test_choice_answer_must_be_a_choice():
    with pytest.raises(ValueError):
        Predict("?", "c", kind="choice", choices=["a", "b"])


def test_check_button_marks_what_is_in_the_input():
    q = Predict("Slide to your guess", 4, kind="slider", low=0, high=10)
    q.input.value = 4
    q.check_button.click()
    assert q.right


def test_solution_hidden_until_the_student_answered():
    q = Predict("How many?", 3)
    r = Reveal("Answer", "<p class='sol'>3</p>", after=[q])
    assert not r.shown and r.body not in r.children and r.locked in r.children
    q.check(1)  # a wrong answer still opens the worked answer
    assert r.shown and r.body in r.children


def test_teacher_reveals_every_answer_with_the_pin():
    t = TeacherSwitch(pin="1234")
    q = Predict("How many?", 3)
    r = Reveal("Answer", "<p>3</p>", after=[q], teacher=t)
    t.value = True  # a student clicks: the PIN is asked, nothing opens
    assert not t.value and not r.shown and t.pin_box.layout.display is None
    assert not t.unlock("0000") and not r.shown
    assert t.unlock("1234") and r.shown and t.value
    t.value = False
    assert not r.shown


def test_teacher_switch_without_pin_opens_at_once():
    t = TeacherSwitch()
    r = Reveal("Answer", "<p>3</p>", after=[Predict("?", 3)], teacher=t)
    t.value = True
    assert r.shown

"""How the ``rag`` command shows progress on stderr, the one place that decides it.

Every long step of the library reports through a ``Progress`` callback ``(done, total, message)``.
On a terminal the callback drives tqdm bars, as ever. Anywhere else (``make run > log``, a CI log, a
pipe) a bar would be a stream of carriage returns, so the callback prints plain lines instead: one
when a step starts, one each time it crosses another tenth of its total (never a line per item, at
most eleven per step), one when it ends with its count and elapsed seconds::

    Leyendo constitucion…
    Leyendo constitucion: hecho (1.8 s)
    Calculando vectores: 0 % (1/223, 0.0 s)
    Calculando vectores: 10 % (23/223, 2.2 s)
    …
    Calculando vectores: 90 % (201/223, 18 s)
    Calculando vectores: hecho (223/223, 21 s)
    Guardando en Chroma: hecho (414/414, 0.3 s)

Two shapes of progress:

* steps (the default): each message names its step; a message whose text before `` (`` differs
  from the last one's starts a new step ("Leyendo constitucion", then "Calculando vectores (64/1021)"
  …): a bar each on a terminal, lines of its own in a log.
* one job (``job="Evaluación"``): a single total across the messages (an evaluation's questions, a
  benchmark's steps), each message saying what runs now: one bar, or lines headed by the job's name
  ending with the current message.

Use it as a context manager around the call: when the call raises, the log says where it stopped.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TextIO

Progress = Callable[[int, int, str], None]

TENTHS = 10  # a log line each time a step crosses another tenth of its total


def step_name(message: str) -> str:
    """The step a message belongs to: its text before any parenthesis ("Calculando vectores (3/9)")."""
    return message.split(" (")[0]


def is_terminal(stream: TextIO) -> bool:
    """True when ``stream`` is a terminal (a stream without ``isatty`` is not)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # a closed stream
        return False


@contextmanager
def shown_progress(
    job: str = "", unit: str = "", stream: TextIO | None = None, terminal: bool | None = None
) -> Iterator[Progress]:
    """A ``Progress`` callback that shows progress on ``stream`` (stderr): bars on a terminal, lines
    elsewhere (``terminal`` overrides the guess). ``job`` makes it one job across the messages;
    ``unit`` names what ``done`` counts ("preguntas")."""
    stream = stream if stream is not None else sys.stderr
    shown: _Bars | _Lines
    if is_terminal(stream) if terminal is None else terminal:
        shown = _Bars(stream, job, unit)
    else:
        shown = _Lines(stream, job, unit)
    try:
        yield shown.update
    except BaseException:
        shown.close(interrupted=True)
        raise
    shown.close(interrupted=False)


class _Bars:
    """tqdm bars: one per step, or one for the job with the current message as its description."""

    def __init__(self, stream: TextIO, job: str, unit: str) -> None:
        self.stream, self.job, self.unit = stream, job, unit
        self.bar: Any = None
        self.key: str | None = None

    def update(self, done: int, total: int, message: str) -> None:
        from tqdm import tqdm

        key = self.job or step_name(message)
        if self.key != key:
            if self.bar is not None:
                self.bar.close()
            leave = bool(self.job)  # a job's bar stays as its summary; steps' bars give way to the next
            self.bar = tqdm(
                total=total, desc=key, file=self.stream, unit=self.unit, leave=leave, mininterval=1.0
            )
            self.key = key
        self.bar.total = total
        self.bar.n = done
        if self.job:
            self.bar.set_description(message[:60], refresh=False)
        self.bar.refresh()

    def close(self, interrupted: bool) -> None:
        if self.bar is not None:
            self.bar.close()


@dataclass
class _Step:
    """A step being logged: what it is, its figures, when it started, the last tenth printed."""

    name: str
    total: int
    started: float
    done: int = 0
    tenth: int = 0
    message: str = ""


class _Lines:
    """Plain lines, at most one per tenth of a step: readable in a file, never a carriage return."""

    def __init__(self, stream: TextIO, job: str, unit: str) -> None:
        self.stream, self.job, self.unit = stream, job, unit
        self.step: _Step | None = None

    def update(self, done: int, total: int, message: str) -> None:
        name = self.job or step_name(message)
        step = self.step
        if step is None or step.name != name or step.total != total or done < step.done:
            self._end(interrupted=False)
            self.step = _Step(name, total, time.monotonic(), done, _tenth(done, total), message)
            if not (_counted(self.step) and done >= total):  # done at once: the end line says it all
                self._print(self.step, self._figures(self.step))
            return
        step.done, step.message = done, message
        tenth = _tenth(done, total)
        if tenth > step.tenth and done < total:  # reaching the total is the end line's to say
            step.tenth = tenth
            self._print(step, self._figures(step))

    def close(self, interrupted: bool) -> None:
        self._end(interrupted)

    def _end(self, interrupted: bool) -> None:
        step, self.step = self.step, None
        if step is None:
            return
        seconds = _seconds(time.monotonic() - step.started)
        counted = f"{self._count(step)}, {seconds}" if _counted(step) else seconds
        self._print(step, f"{'interrumpido' if interrupted else 'hecho'} ({counted})", current=False)

    def _figures(self, step: _Step) -> str:
        if not _counted(step):
            return ""
        percent = min(step.done * 100 // step.total, 100)
        return f"{percent} % ({self._count(step)}, {_seconds(time.monotonic() - step.started)})"

    def _count(self, step: _Step) -> str:
        unit = f" {self.unit}" if self.unit else ""
        return f"{step.done:,}/{step.total:,}{unit}"

    def _print(self, step: _Step, figures: str, current: bool = True) -> None:
        line = f"{step.name}: {figures}" if figures else f"{step.name}…"
        if self.job and current and step.message:
            line += f" — {step.message}"
        print(line, file=self.stream, flush=True)


def _tenth(done: int, total: int) -> int:
    return min(done * TENTHS // total, TENTHS) if total > 0 else 0


def _seconds(elapsed: float) -> str:
    return f"{elapsed:.1f} s" if elapsed < 10 else f"{elapsed:.0f} s"


def _counted(step: _Step) -> bool:
    """Whether the step has figures worth printing (not a bare "Leyendo …" marker at 0 of 1)."""
    return step.total > 1 or (step.total == 1 and step.done > 0)

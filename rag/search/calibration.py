"""Refusal thresholds per corpus: the gate's three numbers come from the corpus being searched.

Similarities depend on the corpus (the laws' answerable questions reach higher cosine similarity
than the Constitution's, and so do their out-of-scope ones), so one set of constants cannot serve
every corpus. Each collection gets its thresholds from, in order:

1. ``RAG_REFUSAL_*`` settings, when set (an explicit override of any of the three);
2. the calibration file ``data/calibration/refusal.json`` for bundled corpora: thresholds chosen on
   each corpus's dev set by ``rag calibrate`` (the most out-of-scope questions refused while at
   least 95 % of answerable ones are answered), per embedding model;
3. any other corpus: derived from the corpus itself when it is opened, from how similar a fixed set
   of off-topic questions (``data/calibration/fuera-de-tema.txt``) gets to it.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.config import SHIPPED_DATA, Settings
from rag.core.results import RetrievalResult
from rag.search.gate_model import GateModel
from rag.search.outside import OutsideModel
from rag.search.scope import asks_advice, asks_current_figure, named_country, named_territory

log = logging.getLogger(__name__)

CALIBRATION_FILE = SHIPPED_DATA / "calibration" / "refusal.json"
PROBES_FILE = SHIPPED_DATA / "calibration" / "fuera-de-tema.txt"
ANSWER_WEIGHT = 2.0  # calibration: an answerable question refused weighs this many out-of-scope answered
MIN_ANSWERED = 0.95  # calibration keeps at least this share of answerable dev questions answered
# Off-topic probes → thresholds for corpora without a calibration set: refuse below the probes'
# PROBE_QUANTILE similarity plus PROBE_MARGIN: on the Constitution the probes' 90th percentile
# (0.817) lies 0.016 below its calibrated threshold (0.8325); the laws' lies 0.036 below
# (docs/answers.md, "Refusing").
PROBE_QUANTILE = 90
PROBE_MARGIN = 0.016
COVERAGE = 0.7  # the unknown-words rule: fewer than this share of the question's words in the corpus…
PROBE_COVERAGE_MARGIN = 0.03  # …and similarity below the similarity threshold plus this


@dataclass(frozen=True)
class Thresholds:
    """When the gate refuses: best similarity below ``similarity``; or fewer than ``coverage`` of
    the question's words in the corpus while the similarity is below ``coverage_similarity``; or
    the dense and keyword rankings disagree (no precept in common among their first three) while
    the similarity is below ``disagreement_similarity``; or the learned ranking gives its first
    precept a probability of answering below ``confidence``, or below ``territory_confidence`` when
    the question names a territory, ``current_confidence`` when it asks about this year,
    ``foreign_confidence`` when it names another country, ``advice_confidence`` when it asks advice
    (``rag.search.scope``; 0: that bar never refuses); or the out-of-scope model
    (``outside_model``, ``rag.search.outside``) gives it a probability above ``outside`` of lying
    outside the corpus (1: never). Where ``rag calibrate`` found it better, a learned gate over the
    same signals (``gate_model``, ``rag.search.gate_model``) decides instead."""

    similarity: float
    coverage: float
    coverage_similarity: float
    disagreement_similarity: float = 0.0
    source: str = ""
    confidence: float = 0.0  # refuse when the learned ranking's first precept is less likely than this
    territory_confidence: float = 0.0  # …than this, when the question names a territory
    current_confidence: float = 0.0  # …than this, when it asks about this year's figures
    outside: float = 1.0  # refuse when the out-of-scope model's probability is above this
    outside_model: OutsideModel | None = None
    foreign_confidence: float = 0.0  # …than this, when it names another country
    advice_confidence: float = 0.0  # …than this, when it asks for advice or what is usual
    gate_model: GateModel | None = None  # the learned gate, which replaces the rules above

    def overridden(self, settings: Settings) -> Thresholds:
        """These thresholds with any ``RAG_REFUSAL_*`` setting taking precedence."""
        overrides = {
            "similarity": settings.refusal_similarity,
            "coverage": settings.refusal_coverage,
            "coverage_similarity": settings.refusal_coverage_similarity,
            "disagreement_similarity": settings.refusal_disagreement_similarity,
            "confidence": settings.refusal_confidence,
            "territory_confidence": settings.refusal_territory_confidence,
            "current_confidence": settings.refusal_current_confidence,
            "outside": settings.refusal_outside,
            "foreign_confidence": settings.refusal_foreign_confidence,
            "advice_confidence": settings.refusal_advice_confidence,
        }
        given = {key: value for key, value in overrides.items() if value is not None}
        if not given:
            return self
        # a threshold set by hand means the rules decide: the learned gate steps aside
        changes: dict[str, Any] = {**given, "source": f"{self.source} + RAG_REFUSAL_*", "gate_model": None}
        return dataclasses.replace(self, **changes)

    def outside_probability(self, vector: np.ndarray) -> float | None:
        """The out-of-scope model's probability for a question embedded as ``vector`` (as it
        comes, normalised); None without a model."""
        return self.outside_model.probability(vector) if self.outside_model is not None else None


# Before any corpus is measured (and for tests that build a search by hand): the values fitted
# on the Constitution's dev set before thresholds were per corpus.
DEFAULT = Thresholds(0.80, 0.7, 0.85, 0.0, "valores por defecto")


def read_probes(path: Path = PROBES_FILE) -> list[str]:
    """The off-topic questions, one per line (``#`` lines are comments)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def from_probes(similarities: Sequence[float]) -> Thresholds:
    """Thresholds for a corpus from the best similarity each off-topic probe reached in it."""
    if not len(similarities):
        return DEFAULT
    similarity = float(np.percentile(similarities, PROBE_QUANTILE)) + PROBE_MARGIN
    return Thresholds(
        round(similarity, 4),
        COVERAGE,
        round(similarity + PROBE_COVERAGE_MARGIN, 4),
        round(similarity + PROBE_COVERAGE_MARGIN, 4),
        "preguntas fuera de tema",
    )


def calibrated(corpus: str, embedding: str, path: Path = CALIBRATION_FILE) -> Thresholds | None:
    """The thresholds calibrated for a bundled corpus with this embedding model, if any."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
        entry = entries[corpus][embedding]
        return Thresholds(
            float(entry["similarity"]),
            float(entry["coverage"]),
            float(entry["coverage_similarity"]),
            float(entry.get("disagreement_similarity", 0.0)),
            f"calibrado con {entry['dataset']}",
            float(entry.get("confidence", 0.0)),
            float(entry.get("territory_confidence", 0.0)),
            float(entry.get("current_confidence", 0.0)),
            float(entry.get("outside", 1.0)),
            OutsideModel.from_json(entry["outside_model"]) if "outside_model" in entry else None,
            float(entry.get("foreign_confidence", 0.0)),
            float(entry.get("advice_confidence", 0.0)),
            GateModel.from_json(entry["gate_model"]) if "gate_model" in entry else None,
        )
    except FileNotFoundError:
        return None
    except KeyError:
        return None
    except (ValueError, TypeError) as error:
        log.warning("refusal calibration %s unreadable (%s): thresholds from the corpus itself", path, error)
        return None


@dataclass(frozen=True)
class GateSignal:
    """What the gate sees of one dev question: its similarity, its word coverage, and whether it
    has an answer in the corpus."""

    similarity: float
    coverage: float
    answerable: bool
    agreement: bool = True
    confidence: float | None = None  # the learned ranking's, when it ranked
    territory: bool = False  # it names a territory (``rag.search.scope``)
    current: bool = False  # it asks about this year's figures
    outside: float | None = None  # the out-of-scope model's probability (None: no model)
    foreign: bool = False  # it names another country
    advice: bool = False  # it asks for advice or what is usual

    @classmethod
    def of(cls, result: RetrievalResult, question: str, answerable: bool = True) -> GateSignal:
        """What the gate sees of ``question``, retrieved as ``result``."""
        return cls(
            result.top_similarity,
            result.coverage,
            answerable,
            result.agreement,
            result.confidence,
            territory=bool(named_territory(question)),
            current=asks_current_figure(question),
            outside=result.outside,
            foreign=bool(named_country(question)),
            advice=asks_advice(question),
        )


def refuses(thresholds: Thresholds, signal: GateSignal) -> bool:
    """The gate's rule (``rag.search.gate``) on one question."""
    return bool(refusal_rule(thresholds, signal))


def refusal_rule(thresholds: Thresholds, signal: GateSignal) -> str:
    """Which rule refuses the question: "weak" (similarity, coverage, agreement or confidence),
    else "outside" (the out-of-scope model), else one of ``SCOPES`` (its scope bar alone,
    ``rag.search.scope``); "" when none does. The learned gate, where one is calibrated, refuses
    as a weak match."""
    if thresholds.gate_model is not None:
        return "weak" if thresholds.gate_model.refuses(signal) else ""
    arrays = _arrays([signal])
    if _refusals(arrays, *_limits(thresholds))[0]:
        return "weak"
    if _outside_refusals(arrays, thresholds.outside)[0]:
        return "outside"
    bars = _scope_limits(thresholds)
    for n, scope in enumerate(SCOPES):
        alone = tuple(bar if m == n else 0.0 for m, bar in enumerate(bars))
        if _scope_refusals(arrays, alone)[0]:
            return scope
    return ""


def _limits(t: Thresholds) -> tuple[float, float, float, float, float]:
    return (t.similarity, t.coverage, t.coverage_similarity, t.disagreement_similarity, t.confidence)


# the scope bars (``rag.search.scope``), in the order ``_scope_limits`` gives them
SCOPES = ("territory", "current", "foreign", "advice")


def _scope_limits(t: Thresholds) -> tuple[float, ...]:
    return (t.territory_confidence, t.current_confidence, t.foreign_confidence, t.advice_confidence)


CONFIDENCES = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4)  # learned-ranking thresholds calibration tries


def _arrays(group: Sequence[GateSignal]) -> dict[str, np.ndarray]:
    """The signals of ``group`` as arrays, for ``_refusals``."""
    return {
        "similarity": np.asarray([s.similarity for s in group], dtype=np.float64),
        "coverage": np.asarray([s.coverage for s in group], dtype=np.float64),
        "agreement": np.asarray([s.agreement for s in group], dtype=bool),
        # no learned ranking: never below any confidence threshold
        "confidence": np.asarray([np.inf if s.confidence is None else s.confidence for s in group]),
        "territory": np.asarray([s.territory for s in group], dtype=bool),
        "current": np.asarray([s.current for s in group], dtype=bool),
        "foreign": np.asarray([s.foreign for s in group], dtype=bool),
        "advice": np.asarray([s.advice for s in group], dtype=bool),
        # no model: never above any bar
        "outside": np.asarray([-np.inf if s.outside is None else s.outside for s in group]),
    }


def _refusals(
    arrays: dict[str, np.ndarray],
    similarity: float,
    coverage: float,
    coverage_similarity: float,
    disagreement_similarity: float,
    confidence: float,
) -> np.ndarray:
    """The gate's rule over every signal at once: refused where the best similarity is weak; or
    the question's words are unknown and the similarity below ``coverage_similarity``; or dense and
    keyword search disagree below ``disagreement_similarity``; or the learned ranking doubts its
    first precept."""
    sim = arrays["similarity"]
    return (
        (sim < similarity)
        | ((arrays["coverage"] < coverage) & (sim < coverage_similarity))
        | (~arrays["agreement"] & (sim < disagreement_similarity))
        | (arrays["confidence"] < confidence)
    )


def _outside_refusals(arrays: dict[str, np.ndarray], bar: float) -> np.ndarray:
    """The out-of-scope model's rule: refused where its probability is above ``bar``."""
    return arrays["outside"] > bar


def _scope_refusals(arrays: dict[str, np.ndarray], bars: Sequence[float]) -> np.ndarray:
    """The scope bars (``rag.search.scope``), one per kind of ``SCOPES``: a question naming a
    territory refused below the first confidence, one about this year's figures below the second,
    one naming another country below the third, one asking advice below the fourth."""
    confidence = arrays["confidence"]
    refused = np.zeros(len(confidence), dtype=bool)
    for scope, bar in zip(SCOPES, bars, strict=True):
        refused |= arrays[scope] & (confidence < bar)
    return refused


def calibrate(
    signals: Sequence[GateSignal], dataset: str, required: Sequence[GateSignal] = ()
) -> tuple[Thresholds, dict[str, float]]:
    """The thresholds that best balance refusing out-of-scope questions and answering answerable
    ones (an answerable one refused weighs ``ANSWER_WEIGHT``), answering at least ``MIN_ANSWERED``
    of them and every ``required`` question (the corpus's example questions: the dev set's edge
    must not refuse what the app offers to ask), with the rates they reach on ``signals``."""
    answerable = [s for s in signals if s.answerable]
    out_of_scope = [s for s in signals if not s.answerable]
    if not answerable or not out_of_scope:
        raise ValueError("calibration needs answerable and out-of-scope questions (answerable: false)")

    answerable_arrays, out_arrays, required_arrays = (
        _arrays(answerable),
        _arrays(out_of_scope),
        _arrays(required),
    )
    sims = sorted({round(s.similarity, 3) for s in signals})
    candidates = [x - 0.0005 for x in sims] + [sims[-1] + 0.0005]
    extras = (0.0, 0.01, 0.02, 0.03, 0.05, 0.08)
    confidences = CONFIDENCES if any(s.confidence is not None for s in signals) else (0.0,)
    best: tuple[tuple[float, ...], Thresholds] | None = None
    for similarity, coverage, extra, unsure, confidence in itertools.product(
        candidates, (0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0), extras, extras, confidences
    ):
        values = (similarity, coverage, similarity + extra, similarity + unsure, confidence)
        if required and _refusals(required_arrays, *values).any():
            continue
        answered = 1.0 - float(_refusals(answerable_arrays, *values).mean())
        if answered < MIN_ANSWERED:
            continue
        refused = float(_refusals(out_arrays, *values).mean())
        # refusing an answerable question costs more than answering an out-of-scope one (which
        # still quotes the nearest law); ties: the most lenient thresholds (a margin for
        # answerable questions unlike the dev set's)
        score = (
            round(refused + ANSWER_WEIGHT * answered, 6),
            -similarity,
            -confidence,
            -unsure,
            -extra,
            -coverage,
        )
        if best is None or score > best[0]:
            best = (
                score,
                Thresholds(
                    round(similarity, 4),
                    coverage,
                    round(similarity + extra, 4),
                    round(similarity + unsure, 4),
                    confidence=confidence,
                ),
            )
    if best is None:
        raise ValueError("no thresholds answer enough of the answerable questions")
    territory, current, foreign, advice = _scope_bars(best[1], answerable_arrays, out_arrays, required_arrays)
    scoped = dataclasses.replace(
        best[1],
        territory_confidence=territory,
        current_confidence=current,
        foreign_confidence=foreign,
        advice_confidence=advice,
    )
    chosen = dataclasses.replace(
        scoped,
        source=f"calibrado con {dataset}",
        outside=_outside_bar(scoped, answerable_arrays, out_arrays, required_arrays),
    )
    answered = sum(not refuses(chosen, s) for s in answerable) / len(answerable)
    refused = sum(refuses(chosen, s) for s in out_of_scope) / len(out_of_scope)
    return chosen, {"refusal_accuracy": round(refused, 4), "answered_rate": round(answered, 4)}


SCOPE_CONFIDENCES = (0.0, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)  # the scope bars calibration tries


def _scope_bars(
    base: Thresholds,
    answerable: dict[str, np.ndarray],
    out_of_scope: dict[str, np.ndarray],
    required: dict[str, np.ndarray],
) -> tuple[float, ...]:
    """The scope bars (one per kind of ``SCOPES``), judged on the flagged dev questions alone (whether the
    ``base`` thresholds also refuse them or not: a bar is evidence of its own): the most
    out-of-scope questions refused, each answerable one refused costing ``ANSWER_WEIGHT`` of them
    (counts, not rates: they are narrow rules), with the whole gate still answering at least
    ``MIN_ANSWERED`` and every required question; ties: the lowest bars."""
    base_answerable = _refusals(answerable, *_limits(base))
    best: tuple[tuple[float, ...], tuple[float, ...]] | None = None
    for bars in itertools.product(*[_tried(answerable, out_of_scope, scope) for scope in SCOPES]):
        if _scope_refusals(required, bars).any():
            continue
        refused_answerable = _scope_refusals(answerable, bars)
        if 1.0 - float((base_answerable | refused_answerable).mean()) < MIN_ANSWERED:
            continue
        gained = int(_scope_refusals(out_of_scope, bars).sum())
        score = (gained - ANSWER_WEIGHT * int(refused_answerable.sum()), *(-bar for bar in bars))
        if best is None or score > best[0]:
            best = (score, bars)
    return best[1] if best is not None else (0.0,) * len(SCOPES)


def _tried(
    answerable: dict[str, np.ndarray], out_of_scope: dict[str, np.ndarray], scope: str
) -> tuple[float, ...]:
    """The bars calibration tries for one kind of scope question: none (0) when no dev question is
    of that kind."""
    flagged = answerable[scope].any() or out_of_scope[scope].any()
    return SCOPE_CONFIDENCES if flagged else (0.0,)


def _gate_refusals(thresholds: Thresholds, arrays: dict[str, np.ndarray]) -> np.ndarray:
    """The gate's refusals without the out-of-scope model: weak matches and the scope bars."""
    scope = _scope_refusals(arrays, _scope_limits(thresholds))
    return _refusals(arrays, *_limits(thresholds)) | scope


def _outside_bar(
    base: Thresholds,
    answerable: dict[str, np.ndarray],
    out_of_scope: dict[str, np.ndarray],
    required: dict[str, np.ndarray],
) -> float:
    """The out-of-scope model's bar, judged on the questions the rest of the gate (``base``) lets
    through, each with the probability of a model fitted without it: the most out-of-scope
    questions refused, each answerable one refused costing ``ANSWER_WEIGHT`` of them (counts, as for
    the scope bars), with the whole gate still answering at least ``MIN_ANSWERED`` and every
    required question (whose probability comes from the final model); ties: the highest bar. 1
    (never) without probabilities."""
    probabilities = np.concatenate([answerable["outside"], out_of_scope["outside"]])
    if not np.isfinite(probabilities).any():
        return 1.0
    base_answerable = _gate_refusals(base, answerable)
    base_out = _gate_refusals(base, out_of_scope)
    best: tuple[tuple[float, ...], float] = ((0.0, 1.0), 1.0)
    for bar in sorted({round(float(p), 4) for p in probabilities[np.isfinite(probabilities)]}):
        if _outside_refusals(required, bar).any():
            continue
        refused_answerable = _outside_refusals(answerable, bar) & ~base_answerable
        if 1.0 - float((base_answerable | refused_answerable).mean()) < MIN_ANSWERED:
            continue
        gained = int((_outside_refusals(out_of_scope, bar) & ~base_out).sum())
        score = (gained - ANSWER_WEIGHT * int(refused_answerable.sum()), bar)
        if score > best[0]:
            best = (score, bar)
    return best[1]


def save_calibration(
    corpus: str, embedding: str, thresholds: Thresholds, dataset: str, measured: dict[str, Any], path: Path
) -> None:
    """Write one corpus's calibrated thresholds into the calibration file (others kept)."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        entries = {}
    entries.setdefault(corpus, {})[embedding] = {
        "similarity": thresholds.similarity,
        "coverage": thresholds.coverage,
        "coverage_similarity": thresholds.coverage_similarity,
        "disagreement_similarity": thresholds.disagreement_similarity,
        "confidence": thresholds.confidence,
        "territory_confidence": thresholds.territory_confidence,
        "current_confidence": thresholds.current_confidence,
        "foreign_confidence": thresholds.foreign_confidence,
        "advice_confidence": thresholds.advice_confidence,
        "outside": thresholds.outside,
        **({"outside_model": thresholds.outside_model.as_json()} if thresholds.outside_model else {}),
        **({"gate_model": thresholds.gate_model.as_json()} if thresholds.gate_model else {}),
        "dataset": dataset,
        **measured,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(entries, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )

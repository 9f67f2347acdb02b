"""Refusal thresholds per corpus: the gate's three numbers come from the corpus being searched.

Similarities depend on the corpus (the laws' answerable questions reach higher cosine similarity
than the Constitution's, and so do their out-of-scope ones), so one set of constants cannot serve
every corpus. Each collection gets its thresholds from, in order:

1. ``RAG_REFUSAL_*`` settings, when set (an explicit override of any of the three);
2. the calibration file ``data/calibration/refusal.json`` for bundled corpora: thresholds chosen on
   each corpus's dev set by ``rag calibrate`` (``rag.search.threshold_grid``; or the learned gate,
   ``rag.search.gate_model``), per embedding model;
3. any other corpus: derived from the corpus itself when it is opened, from how similar a fixed set
   of off-topic questions (``data/calibration/fuera-de-tema.txt``) gets to it.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.config import SHIPPED_DATA, Settings
from rag.core.results import RetrievalResult
from rag.search.gate_model import FEATURE_COUNT, GateModel
from rag.search.outside import OutsideModel
from rag.search.precedents import KnownQuestions, known_path
from rag.search.scope import SCOPES, asks_advice, asks_current_figure, named_country, named_territory

log = logging.getLogger(__name__)

CALIBRATION_FILE = SHIPPED_DATA / "calibration" / "refusal.json"
PROBES_FILE = SHIPPED_DATA / "calibration" / "fuera-de-tema.txt"
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
    known: KnownQuestions | None = None  # the dev questions the learned gate compares a question with
    # the learned gate also judges a turn that continues the conversation's topic (else such a
    # turn is answered: the topic was in scope a turn ago), where the corpus's dev dialogues say so
    judges_continuing: bool = False

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
        changes: dict[str, Any] = {
            **given,
            "source": f"{self.source} + RAG_REFUSAL_*",
            "gate_model": None,
            "known": None,
        }
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


def _gate_model(entry: dict[str, Any]) -> GateModel | None:
    """The stored learned gate, if any and if it reads today's features (one calibrated with
    another set of signals is left out: the thresholds decide until ``rag calibrate`` runs again)."""
    if "gate_model" not in entry:
        return None
    model = GateModel.from_json(entry["gate_model"])
    if len(model.weights) != FEATURE_COUNT:
        count = len(model.weights)
        log.warning("learned gate of %d signals (%d today): the thresholds decide", count, FEATURE_COUNT)
        return None
    return model


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
            _gate_model(entry),
            KnownQuestions.load(known_path(corpus, embedding, path.parent / "known")),
            bool(entry.get("judges_continuing", False)),
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
    closest_outside: float | None = None  # its cosine to the closest known out-of-scope question
    closest_answerable: float | None = None  # …and to the closest known answerable one

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
            closest_outside=result.closest_outside,
            closest_answerable=result.closest_answerable,
        )


def refuses(thresholds: Thresholds, signal: GateSignal) -> bool:
    """The gate's rule (``rag.search.gate``) on one question."""
    return bool(refusal_rule(thresholds, signal))


def refusal_rule(thresholds: Thresholds, signal: GateSignal) -> str:
    """Which rule refuses the question: "weak" (similarity, coverage, agreement or confidence),
    else "outside" (the out-of-scope model), else one of ``SCOPES`` (its scope bar alone,
    ``rag.search.scope``); "" when none does. The learned gate, where one is calibrated, refuses
    as a weak match; it was fitted on the learned ranking's signals, so a ranking without a
    confidence (hybrid, dense, BM25 from the sidebar) is judged by the thresholds, which read no
    confidence it does not have."""
    if thresholds.gate_model is not None and signal.confidence is not None:
        return "weak" if thresholds.gate_model.refuses(signal) else ""
    arrays = signal_arrays([signal])
    if weak_refusals(arrays, *rule_limits(thresholds))[0]:
        return "weak"
    if outside_refusals(arrays, thresholds.outside)[0]:
        return "outside"
    bars = scope_limits(thresholds)
    for n, scope in enumerate(SCOPES):
        alone = tuple(bar if m == n else 0.0 for m, bar in enumerate(bars))
        if scope_refusals(arrays, alone)[0]:
            return scope
    return ""


def rule_limits(t: Thresholds) -> tuple[float, float, float, float, float]:
    """The thresholds ``weak_refusals`` takes, in its order."""
    return (t.similarity, t.coverage, t.coverage_similarity, t.disagreement_similarity, t.confidence)


def scope_limits(t: Thresholds) -> tuple[float, ...]:
    """The scope bars of ``t``, in the order of ``SCOPES``."""
    return (t.territory_confidence, t.current_confidence, t.foreign_confidence, t.advice_confidence)


def signal_arrays(group: Sequence[GateSignal]) -> dict[str, np.ndarray]:
    """The signals of ``group`` as arrays, for the rules below."""
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


def weak_refusals(
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


def outside_refusals(arrays: dict[str, np.ndarray], bar: float) -> np.ndarray:
    """The out-of-scope model's rule: refused where its probability is above ``bar``."""
    return arrays["outside"] > bar


def scope_refusals(arrays: dict[str, np.ndarray], bars: Sequence[float]) -> np.ndarray:
    """The scope bars (``rag.search.scope``), one per kind of ``SCOPES``: a question naming a
    territory refused below the first confidence, one about this year's figures below the second,
    one naming another country below the third, one asking advice below the fourth."""
    confidence = arrays["confidence"]
    refused = np.zeros(len(confidence), dtype=bool)
    for scope, bar in zip(SCOPES, bars, strict=True):
        refused |= arrays[scope] & (confidence < bar)
    return refused


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
        **({"judges_continuing": True} if thresholds.judges_continuing else {}),
        "dataset": dataset,
        **measured,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(entries, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )
    known = known_path(corpus, embedding, path.parent / "known")
    if thresholds.known is not None:
        thresholds.known.save(known)
    else:
        known.unlink(missing_ok=True)  # a gate calibrated without known questions reads none

"""The learned choice of what an offline answer quotes: which apartado of the first precept, and
which of its sentences when the apartado is too long to quote whole.

Retrieval's first precept is usually right, but a long article holds several rules and the answer
quotes one apartado of it: the one whose sentences share most of the question's words was often
not the one holding what was asked ("¿Hasta qué edad cobra un hijo la pensión de orfandad?" quoted
the apartado on orphans up to twenty-five who do not work, not the general rule of under
twenty-one); and a long apartado is cut to a few sentences, which left out the one stating the
figure asked. Two small LightGBM rankers, trained by ``rag train-quoter`` on the dev sets' facts
(``rag.evaluate.quoting``), order the first precept's apartados and a long apartado's sentences by
the features defined here (``APARTADO_FEATURES``, ``SENTENCE_FEATURES``): the question's words
(``rag.answer.sentence_scores``), how close each piece is to the question (``Hit.similarities``,
relative to the closest, so any embedder reads alike), what it states, where it lies, and which of
the first precept's apartados answered known questions close to this one (``Hit.known_apartados``,
``rag.search.memory``: citizens asking the same thing ask about the same apartado). They are
read from ``data/quoter/`` and evaluated with numpy (``rag.search.trees``); without them the answer
chooses by the words alone.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from rag.answer.sentence_scores import Question, Sentence, bm25, holds, sentences, stem_starts
from rag.core.artefacts import optional_artefact
from rag.core.asked import ACTOR, AGE, AMOUNT, PERIOD, YESNO, answer_spans
from rag.core.config import SHIPPED_DATA
from rag.core.results import Context, PieceSimilarity
from rag.search.trees import TreeEnsemble

QUOTER_DIR = SHIPPED_DATA / "quoter"
WHOLE_APARTADO_CHARS = 500  # an apartado up to this long is quoted whole; a longer one is cut
PASSAGE_CHARS = 700  # a cut apartado quotes its best sentences up to about this length
# learned cut: further sentences within this much of the best one's score; out of fold on the dev
# sets, 3 keeps the sentence holding the fact in 0.90 of long apartados (by the words: 0.86) at the
# same length (570 characters on average)
SENTENCE_MARGIN = 3.0
# a second apartado of the first precept is quoted when the model ranks it within this much of the
# first: out of fold on the dev sets (seventeenth session; ``rag train-quoter`` prints it), the
# first apartado alone prints every fact asked 0.75 of the time, the first and a second within 1.0
# 0.85, a second apartado quoted in 30 % of the answers
APARTADO_MARGIN = 1.0
META_FILE = "quoter.json"
Choice = Literal["apartados", "sentences"]
MODEL_FILES: dict[Choice, str] = {"apartados": "apartados.txt", "sentences": "sentences.txt"}


@dataclass(frozen=True)
class QuoteModel:
    """One trained ranker of pieces (apartados or sentences): the features it reads, by name and in
    order, and its trees."""

    features: tuple[str, ...]
    trees: TreeEnsemble
    meta: dict[str, Any] = field(default_factory=dict)

    def scores(self, matrix: np.ndarray) -> np.ndarray:
        """One score per row (piece); higher: more likely to hold what is asked."""
        return self.trees.predict(matrix)

    def best(self, matrix: np.ndarray) -> int:
        """The row the model ranks first."""
        return int(np.argmax(self.scores(matrix)))

    @classmethod
    def load(cls, choice: Choice, folder: Path = QUOTER_DIR) -> QuoteModel:
        """The ``choice`` model written by ``rag train-quoter`` in ``folder``."""
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
        trees = TreeEnsemble.from_text((folder / MODEL_FILES[choice]).read_text(encoding="utf-8"))
        return cls(tuple(meta[choice]["features"]), trees, meta)


@functools.cache
def shipped_quoter(choice: Choice) -> QuoteModel | None:
    """The committed ``choice`` model (``data/quoter/``), loaded once; None when it is missing or
    unreadable (the answer then chooses by the question's words)."""
    return optional_artefact(
        lambda: QuoteModel.load(choice, QUOTER_DIR),
        f"{choice} model",
        QUOTER_DIR,
        "chosen by the words alone",
    )


# --- the learned choice of the apartado ---------------------------------------------------------

# what ``rag.answer.quoter``'s model reads of each apartado of a precept, in this order; closeness
# is read relative to the precept's closest piece (any embedder's cosines read alike)
APARTADO_FEATURES = (
    "position",  # 0 for the first apartado
    "apartados",  # how many the precept has
    "is_first",
    "relative_position",  # 0 first … 1 last
    "log_length",
    "words",  # BM25 of the apartado among the precept's apartados (share of a perfect match)
    "sentence_words",  # its best sentence's BM25 among the precept's sentences
    "holds",  # it states what is asked (a period, an amount, an age, who, yes or no)
    "ranked_chunk",  # retrieval ranked the precept by a chunk lying in it
    "ranked_whole",  # retrieval ranked the precept by its whole text
    "words_gap",  # ``words`` minus the precept's best
    "sentence_words_gap",
    "closeness_gap",  # its closest piece's cosine minus the precept's closest
    "apartado_closeness_gap",  # its own chunk's cosine minus the closest apartado chunk's
    "holds_gap",
    "asks_period",
    "asks_amount",
    "asks_age",
    "asks_actor",
    "asks_yesno",
    "known",  # similarity of the closest known (dev) question it answers (0: none close answers it)
    "known_gap",  # ``known`` minus the precept's best (-1 when no apartado of it answers one)
)
_ASKED = (PERIOD, AMOUNT, AGE, ACTOR, YESNO)


def apartado_features(question: str, context: Context) -> np.ndarray | None:
    """One row of ``APARTADO_FEATURES`` per apartado of the precept, or None when there is nothing
    to choose (fewer than two apartados, or no similarity measured for it)."""
    spans = context.apartado_spans
    pieces = context.hit.similarities
    if len(spans) < 2 or not pieces:
        return None
    text = context.text
    read = Question.read(question, frozenset({context.chunk.norm_id}) if context.chunk.norm_id else None)
    found = sentences(context)
    words = bm25([stem_starts(text[a.start : a.end]) for a in spans], read)
    sentence_words = bm25([stem_starts(s.text) for s in found], read)
    closeness = [_closest(pieces, a.start, a.end) for a in spans]
    own = [_own(pieces, a.start, a.end, len(text)) for a in spans]
    rows = []
    for i, a in enumerate(spans):
        inside = [j for j, s in enumerate(found) if a.start <= s.start < a.end]
        rows.append(
            [
                i,
                len(spans),
                float(i == 0),
                i / (len(spans) - 1),
                math.log(a.end - a.start + 1),
                words[i],
                max((sentence_words[j] for j in inside), default=0.0),
                max((holds(read, found[j].text) for j in inside), default=0.0),
                float(context.chunk.start < a.end and a.start < context.chunk.end),
                float(context.chunk.end - context.chunk.start >= len(text) - 5),
            ]
        )
    matrix = np.asarray(rows, dtype=np.float64)
    gaps = [matrix[:, 5] - matrix[:, 5].max(), matrix[:, 6] - matrix[:, 6].max()]
    gaps += [_gap(closeness), _gap(own), matrix[:, 7] - matrix[:, 7].max()]
    asked = np.asarray([[float(kind in read.kinds) for kind in _ASKED]] * len(spans))
    recalled = dict(context.hit.known_apartados)
    known = np.asarray([recalled.get(a.number, 0.0) for a in spans], dtype=np.float64)
    known_gap = known - known.max() if known.max() > 0 else np.full(len(spans), -1.0)
    return np.column_stack([matrix, *gaps, asked, known, known_gap])


def _closest(pieces: Sequence[PieceSimilarity], start: int, end: int) -> float:
    """The best cosine of the pieces lying within [start, end) (NaN: none)."""
    return max((p.cosine for p in pieces if start <= p.start < end and p.end <= end + 1), default=math.nan)


def _own(pieces: Sequence[PieceSimilarity], start: int, end: int, length: int) -> float:
    """The cosine of the apartado's own chunk, else of the shortest chunk holding it that is not
    the whole precept (NaN: none)."""
    holding = [p for p in pieces if p.start <= start and end <= p.end + 1 and p.end - p.start < length]
    return min(holding, key=lambda p: p.end - p.start).cosine if holding else math.nan


def _gap(values: list[float]) -> np.ndarray:
    """Each value minus the best of them (NaN stays NaN)."""
    array = np.asarray(values, dtype=np.float64)
    known = array[~np.isnan(array)]
    return array - known.max() if len(known) else array


def learned_apartado(model: QuoteModel, question: str, context: Context) -> tuple[int, int] | None:
    """The span of the apartado ``model`` ranks first in ``context`` (None: nothing to choose)."""
    spans = learned_apartados(model, question, context)
    return spans[0] if spans else None


def learned_apartados(model: QuoteModel, question: str, context: Context) -> list[tuple[int, int]]:
    """The spans of the apartado ``model`` ranks first in ``context`` and, when it ranks another
    within ``APARTADO_MARGIN`` of it, of that one too (the model cannot tell which holds what is
    asked); empty when there is nothing to choose."""
    if model.features != APARTADO_FEATURES:  # trained on other features: not read
        return []
    matrix = apartado_features(question, context)
    if matrix is None:
        return []
    scores = model.scores(matrix)
    second = close_second(scores)
    kept = [int(np.argmax(scores)), *([] if second is None else [second])]
    return [(context.apartado_spans[i].start, context.apartado_spans[i].end) for i in kept]


def close_second(scores: np.ndarray) -> int | None:
    """The piece ranked second when its score lies within ``APARTADO_MARGIN`` of the first's."""
    if len(scores) < 2:
        return None
    order = np.argsort(-scores, kind="stable")
    return int(order[1]) if scores[order[1]] > scores[order[0]] - APARTADO_MARGIN else None


# --- the learned cut of a long apartado ---------------------------------------------------------

# what ``rag.answer.quoter``'s sentence model reads of each sentence of an apartado too long to be
# quoted whole, in this order
SENTENCE_FEATURES = (
    "score",  # the sentence's score by the words (``_scored``)
    "score_gap",  # minus the apartado's best
    "closeness_gap",  # its cosine to the question minus the apartado's closest sentence's
    "position",  # 0 for the apartado's first sentence
    "relative_position",
    "sentences",  # how many the apartado has
    "log_length",
    "lead_in",  # it introduces a list ("… los siguientes requisitos:")
    "item",  # it is an item of a list
    "holds",  # the bonus of stating what is asked
    "ranked_chunk",  # it lies in the chunk that ranked the precept
    "states_period",
    "states_amount",
    "states_age",
    "states_actor",
    "states_yesno",
    "asks_period",
    "asks_amount",
    "asks_age",
    "asks_actor",
    "asks_yesno",
)


def apartado_sentences(scored: list[tuple[float, Sentence]], head: Sentence) -> list[tuple[float, Sentence]]:
    """The scored sentences of ``head``'s apartado (in its precept), in the text's order."""
    mine = [item for item in scored if item[1].apartado_key == head.apartado_key]
    return sorted(mine, key=lambda item: item[1].start)


def sentence_features(question: Question, mine: list[tuple[float, Sentence]]) -> np.ndarray:
    """One row of ``SENTENCE_FEATURES`` per sentence of ``mine`` (an apartado's, in order)."""
    pieces = mine[0][1].context.hit.similarities
    closeness = _gap([_sentence_closeness(pieces, sentence) for _, sentence in mine])
    best = max(score for score, _ in mine)
    chunk = mine[0][1].context.chunk
    rows = []
    for i, (score, sentence) in enumerate(mine):
        text = sentence.text
        rows.append(
            [
                score,
                score - best,
                closeness[i],
                i,
                i / max(1, len(mine) - 1),
                len(mine),
                math.log(len(text) + 1),
                float(text.rstrip().endswith(":")),
                float(bool(sentence.lead)),
                holds(question, text),
                float(chunk.start <= sentence.start < chunk.end),
                *(float(bool(answer_spans(text, {kind}))) for kind in _ASKED),
                *(float(kind in question.kinds) for kind in _ASKED),
            ]
        )
    return np.asarray(rows, dtype=np.float64)


def _sentence_closeness(pieces: Sequence[PieceSimilarity], sentence: Sentence) -> float:
    """The cosine of the piece that is this sentence (its own vector, or its chunk's when it is a
    whole apartado: a piece ending with it and starting at its start, or after the number in words
    it was joined with); NaN where none is."""
    own = [
        p for p in pieces if abs(p.end - sentence.end) <= 3 and sentence.start - 2 <= p.start < sentence.end
    ]
    return min(own, key=lambda p: p.start).cosine if own else math.nan


def learned_cut(
    model: QuoteModel, question: Question, scored: list[tuple[float, Sentence]], head: Sentence
) -> list[Sentence] | None:
    """The sentences quoted of ``head``'s apartado when it is too long to quote whole: the one
    ``model`` ranks first, then the next ones scoring within ``SENTENCE_MARGIN`` of it, within a
    passage's length; None when the apartado is quoted whole, its closeness to the question was not
    measured (a lookup, a context built by hand: the model learned with it) or the model reads other
    features."""
    if head.apartado_end - head.apartado_start <= WHOLE_APARTADO_CHARS or model.features != SENTENCE_FEATURES:
        return None
    if not head.context.hit.similarities:
        return None
    mine = apartado_sentences(scored, head)
    if len(mine) < 2:
        return None
    scores = model.scores(sentence_features(question, mine))
    order = [int(i) for i in np.argsort(-scores, kind="stable")]
    top = mine[order[0]][1]
    group, length = [top], top.end - top.start
    for i in order[1:]:
        sentence = mine[i][1]
        if scores[i] < scores[order[0]] - SENTENCE_MARGIN:
            break
        if length + sentence.end - sentence.start > PASSAGE_CHARS:
            continue
        group.append(sentence)
        length += sentence.end - sentence.start
    return group

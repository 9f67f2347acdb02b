"""``rag train-quoter``: the models of ``rag.answer.quoter``, learned from the dev sets' facts.

Every dev question with facts whose first retrieved precept is right gives up to two examples. The
apartado example: the precept's apartados (``APARTADO_FEATURES``), labelled by whether they print
every fact the row asks (questions whose facts span apartados teach nothing here). The sentence
example: the sentences of the apartado the answer then quotes first, when it is too long to quote
whole (``SENTENCE_FEATURES``), labelled by whether they print one of the facts. Retrieval is the
shipped one (the learned ranker), so the models learn on the precepts the app actually quotes; the
sentence examples are read after the apartado model is written, as the answer will read them.

Both are cross-validated by question (a question asked in two corpora stays in one fold), four
repetitions, against the choice by the words alone; then fitted on every example and written with
the hash of what they learned from.
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from rag.answer.extractive import FIRST_CONTEXTS, best_passages, cut_by_words, first_sentence
from rag.answer.quoter import (
    APARTADO_FEATURES,
    APARTADO_MARGIN,
    META_FILE,
    MODEL_FILES,
    PASSAGE_CHARS,
    SENTENCE_FEATURES,
    SENTENCE_MARGIN,
    WHOLE_APARTADO_CHARS,
    Choice,
    QuoteModel,
    apartado_features,
    apartado_sentences,
    close_second,
    learned_apartado,
    sentence_features,
    shipped_quoter,
)
from rag.answer.sentence_scores import Question, Sentence, scored_sentences
from rag.core.config import SHIPPED_DATA, Settings
from rag.core.results import Context
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.evaluate.examples import TRAINING_SETS, data_hash, ranker_files
from rag.evaluate.remembering import held_out
from rag.evaluate.runner import plain_text, row_key
from rag.pipeline import Pipeline
from rag.search.learned import RANKER_DIR
from rag.search.memory import QuestionMemory

FOLDS, REPETITIONS = 5, 4
# small trees, few rounds: a few thousand apartados of under a thousand questions (a grid of 50-200
# rounds and 4-15 leaves moved the cross-validated figure within ±0.005)
PARAMS: dict[str, Any] = {
    "objective": "lambdarank",
    "learning_rate": 0.05,
    "num_leaves": 7,
    "min_data_in_leaf": 10,
    "verbose": -1,
    "seed": 7,
    "deterministic": True,
    "num_threads": 2,
}
ROUNDS = 100
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class QuoteExample:
    """One question's pieces (apartados, or one apartado's sentences): their features, which print
    the facts asked, and which the words alone quote (the apartado quoted first; the sentences of
    the cut)."""

    question_id: str  # the row's id (without its corpus: one question, one fold)
    corpus: str
    features: np.ndarray
    labels: np.ndarray
    by_words: tuple[int, ...]
    lengths: np.ndarray | None = None  # each sentence's characters (sentence examples)


@dataclass(frozen=True)
class Asked:
    """A dev question as the app retrieved for it: what the examples are read from."""

    row: EvalRow
    corpus: str
    question: str  # as searched (resolved against its dialogue)
    contexts: list[Context]


def quoter_files(data: Path = SHIPPED_DATA) -> list[Path]:
    """What the models depend on: the ranker's training files and the ranker itself (which
    precept comes first decides which pieces are examples)."""
    ranker = [RANKER_DIR / name for name in ("model.txt", "ranker.json")]
    return [*ranker_files(RANKER_DIR, data), *(path for path in ranker if path.exists())]


def quoter_hash(data: Path = SHIPPED_DATA) -> str:
    """The hash the shipped models must carry (``data_hash`` of ``quoter_files``)."""
    return data_hash(quoter_files(data))


def ask_dev_sets(
    pipelines: Mapping[str, Pipeline],
    settings: Settings,
    data: Path = SHIPPED_DATA,
    progress: Progress | None = None,
    memory: QuestionMemory | None = None,
) -> list[Asked]:
    """Every dev question with facts whose first retrieved precept (not named in it) is right; with
    ``memory``, each question recalls only the known questions of other authors (the apartados
    they were answered by are a feature of the quoter: a dev question must not find its own)."""
    asked: list[Asked] = []
    remembered = {corpus: pipeline.search.memory for corpus, pipeline in pipelines.items()}
    try:
        for step, (corpus, name, dialogue_corpus) in enumerate(TRAINING_SETS):
            if progress:
                progress(step, len(TRAINING_SETS), f"{corpus} · {name}")
            rows = read_dataset(data / "eval" / name)
            if dialogue_corpus:
                rows = [row for row in rows if row.dialogue and row.corpus == dialogue_corpus]
            search = pipelines[corpus].search
            chain = pipelines[corpus].chain(settings, None, "learned", settings.k)
            for row in rows:
                if not row.answerable or not row.facts:
                    continue
                if memory is not None:
                    search.use_memory(held_out(memory, name, row))
                understood = chain.understand(row.question, chain.recall_precepts(row.history))
                result = chain.retrieve(understood)
                contexts = [Context(n, hit) for n, hit in enumerate(result.hits, start=1)]
                quoted = [context for context in contexts if not context.referenced]
                if result.lookup or not quoted:
                    continue
                if row_key(row, quoted[0].chunk.norm_id, quoted[0].chunk.article_id) in row.gold:
                    asked.append(Asked(row, corpus, understood.standalone, contexts))
    finally:
        for corpus, pipeline in pipelines.items():
            pipeline.search.use_memory(remembered[corpus])
    if progress:
        progress(len(TRAINING_SETS), len(TRAINING_SETS), "hecho")
    return asked


@dataclass(frozen=True)
class LongApartado:
    """The apartado an answer quotes first, too long to quote whole: its sentences in order, their
    ``SENTENCE_FEATURES``, and which of them the words alone would quote (``rag train-quoter``
    learns the cut from these)."""

    sentences: list[Sentence]
    features: np.ndarray
    by_words: list[int]


def long_first_apartado(
    question: str, contexts: list[Context], apartados: QuoteModel | None
) -> LongApartado | None:
    """The apartado ``best_passages`` quotes first, as ``apartados`` (a model, or None: the words)
    chooses it, when it is too long to quote whole; None otherwise."""
    candidates = [c for c in contexts if not c.referenced][:FIRST_CONTEXTS]
    read = Question.read(question, frozenset(c.chunk.norm_id for c in candidates if c.chunk.norm_id) or None)
    scored = scored_sentences(read, candidates)
    if not scored:
        return None
    head = first_sentence(scored, learned_apartado(apartados, question, candidates[0]) if apartados else None)
    mine = apartado_sentences(scored, head[1])
    if head[1].apartado_end - head[1].apartado_start <= WHOLE_APARTADO_CHARS or len(mine) < 2:
        return None
    by_words = {id(sentence) for sentence in cut_by_words(scored, head)}
    return LongApartado(
        [sentence for _, sentence in mine],
        sentence_features(read, mine),
        [i for i, (_, sentence) in enumerate(mine) if id(sentence) in by_words],
    )


def _prints(facts: Sequence[str], text: str, every: bool) -> float:
    plain = plain_text(text)
    found = [plain_text(fact) in plain for fact in facts]
    return float(all(found) if every else any(found))


def apartado_examples(asked: Sequence[Asked]) -> list[QuoteExample]:
    """The first precept's apartados of every question where one of them prints every fact."""
    examples = []
    for one in asked:
        context = next(c for c in one.contexts if not c.referenced)
        matrix = apartado_features(one.question, context)
        if matrix is None:
            continue
        spans = context.apartado_spans
        labels = np.asarray([_prints(one.row.facts, context.text[a.start : a.end], True) for a in spans])
        if not labels.any():
            continue  # the facts span apartados: no single one is right
        passages = best_passages(one.question, one.contexts, limit=1, learned=False)
        numbers = [a.number for a in spans]
        quoted = passages[0].apartado if passages else ""
        by_words = numbers.index(quoted) if quoted in numbers else 0
        examples.append(QuoteExample(one.row.id, one.corpus, matrix, labels, (by_words,)))
    return examples


def sentence_examples(asked: Sequence[Asked], apartados: QuoteModel | None) -> list[QuoteExample]:
    """The sentences of the long apartado quoted first (as ``apartados`` chooses it) of every
    question where one of them prints a fact."""
    examples = []
    for one in asked:
        long = long_first_apartado(one.question, one.contexts, apartados)
        if long is None:
            continue
        labels = np.asarray([_prints(one.row.facts, sentence.text, False) for sentence in long.sentences])
        if not labels.any():
            continue
        lengths = np.asarray([sentence.end - sentence.start for sentence in long.sentences], dtype=np.float64)
        examples.append(
            QuoteExample(one.row.id, one.corpus, long.features, labels, tuple(long.by_words), lengths)
        )
    return examples


def fit(examples: Sequence[QuoteExample], rounds: int = ROUNDS) -> Any:
    """A LightGBM LambdaRank model over the examples (one query group per question)."""
    import lightgbm

    dataset = lightgbm.Dataset(
        np.vstack([e.features for e in examples]),
        np.concatenate([e.labels for e in examples]),
        group=[len(e.labels) for e in examples],
        free_raw_data=False,
    )
    return lightgbm.train(PARAMS, dataset, num_boost_round=rounds)


def learned_cut(example: QuoteExample, scores: np.ndarray) -> list[int]:
    """The sentences the learned cut quotes (``rag.answer.quoter.learned_cut``)."""
    assert example.lengths is not None
    order = [int(i) for i in np.argsort(-scores, kind="stable")]
    chosen, length = [order[0]], example.lengths[order[0]]
    for i in order[1:]:
        if scores[i] < scores[order[0]] - SENTENCE_MARGIN:
            break
        if length + example.lengths[i] <= PASSAGE_CHARS:
            chosen.append(i)
            length += example.lengths[i]
    return chosen


def _right(example: QuoteExample, chosen: Sequence[int]) -> float:
    return float(example.labels[list(chosen)].any())


def _chars(example: QuoteExample, chosen: Sequence[int]) -> float:
    return float(example.lengths[list(chosen)].sum()) if example.lengths is not None else 0.0


@dataclass
class QuoterReport:
    """Cross-validated: the share of examples whose quote prints the facts (apartados: the first
    apartado quoted; sentences: the sentences quoted of the apartado), by the words and learned."""

    examples: int
    by_words: float
    learned: float
    learned_runs: list[float]
    per_corpus: dict[str, dict[str, float]]
    first_piece: float  # always the first apartado / sentence
    chars_by_words: float = 0.0  # sentences: characters quoted on average
    chars_learned: float = 0.0
    with_second: float = 0.0  # apartados: the first or a second within APARTADO_MARGIN prints them
    second_share: float = 0.0  # …and the share of questions quoting a second

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def cross_validate(examples: Sequence[QuoteExample], choice: Choice) -> QuoterReport:
    """The learned choice, out of fold, against the words alone and the first piece."""

    def chosen(example: QuoteExample, scores: np.ndarray) -> list[int]:
        return learned_cut(example, scores) if choice == "sentences" else [int(np.argmax(scores))]

    runs: list[float] = []
    hits: dict[str, list[float]] = {}
    chars: list[float] = []
    seconds: list[tuple[float, bool]] = []  # apartados: printed with a close second, and whether one
    for repetition in range(REPETITIONS):
        draw = random.Random(repetition)
        fold: dict[str, int] = {}
        for example in examples:
            fold.setdefault(example.question_id, draw.randrange(FOLDS))
        got = []
        for held in range(FOLDS):
            model = fit([e for e in examples if fold[e.question_id] != held])
            for example in (e for e in examples if fold[e.question_id] == held):
                scores = model.predict(example.features)
                picked = chosen(example, scores)
                got.append(_right(example, picked))
                if choice == "apartados":
                    second = close_second(scores)
                    close = [] if second is None else [second]
                    seconds.append((_right(example, [*picked, *close]), bool(close)))
                chars.append(_chars(example, picked))
                hits.setdefault(example.corpus, []).append(got[-1])
        runs.append(statistics.fmean(got))
    per_corpus = {
        corpus: {
            "examples": float(sum(1 for e in examples if e.corpus == corpus)),
            "by_words": statistics.fmean(_right(e, e.by_words) for e in examples if e.corpus == corpus),
            "learned": statistics.fmean(values),
        }
        for corpus, values in sorted(hits.items())
    }
    return QuoterReport(
        examples=len(examples),
        by_words=statistics.fmean(_right(e, e.by_words) for e in examples),
        learned=statistics.fmean(runs),
        learned_runs=runs,
        per_corpus=per_corpus,
        first_piece=statistics.fmean(float(e.labels[0]) for e in examples),
        chars_by_words=statistics.fmean(_chars(e, e.by_words) for e in examples),
        chars_learned=statistics.fmean(chars),
        with_second=statistics.fmean(printed for printed, _ in seconds) if seconds else 0.0,
        second_share=statistics.fmean(float(second) for _, second in seconds) if seconds else 0.0,
    )


def train_choice(
    examples: Sequence[QuoteExample], choice: Choice, folder: Path, meta: dict[str, Any]
) -> QuoterReport:
    """Cross-validate, fit on every example, write the model into ``folder`` and its description
    into ``meta`` (written by ``write_meta``)."""
    if not examples:
        raise ValueError(f"no dev question gives an example of {choice}: nothing to learn the choice from")
    report = cross_validate(examples, choice)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / MODEL_FILES[choice]).write_text(fit(examples).model_to_string(), encoding="utf-8")
    features = APARTADO_FEATURES if choice == "apartados" else SENTENCE_FEATURES
    meta[choice] = {"features": list(features), "report": report.as_dict()}
    return report


def write_meta(folder: Path, meta: dict[str, Any], hashed: str) -> None:
    """The models' description: their features and reports, the data hash, how they were trained."""
    meta |= {
        "data_hash": hashed,
        "trained_on": [f"{corpus}: {name}" for corpus, name, _ in TRAINING_SETS],
        "params": {**PARAMS, "rounds": ROUNDS},
        "sentence_margin": SENTENCE_MARGIN,
        "apartado_margin": APARTADO_MARGIN,
    }
    (folder / META_FILE).write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def train(asked: Sequence[Asked], hashed: str, folder: Path) -> dict[Choice, QuoterReport]:
    """Both models: the apartado one first, then the sentence one over the apartados it chooses
    (read back from ``folder``, as the answer will read it)."""
    meta: dict[str, Any] = {}
    reports: dict[Choice, QuoterReport] = {}
    reports["apartados"] = train_choice(apartado_examples(asked), "apartados", folder, meta)
    write_meta(folder, meta, hashed)
    chooser = QuoteModel.load("apartados", folder)
    reports["sentences"] = train_choice(sentence_examples(asked, chooser), "sentences", folder, meta)
    write_meta(folder, meta, hashed)
    shipped_quoter.cache_clear()  # a process that answers next reads what was just written
    return reports

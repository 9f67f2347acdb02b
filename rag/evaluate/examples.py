"""The learned ranker's training examples (``rag train-ranker``): dev data only.

Examples are the dev sets of the bundled corpora, asked as the chain asks them (a dialogue turn
understood with its history), each with the features of its hybrid candidates and which of them
answer; plus free pairs the structure gives (an article's epígrafe as a question for its own
article), down-weighted. The held-out sets are never read here; ``data_hash`` names exactly the
files the examples come from.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from rag.core.config import PROJECT_ROOT, SHIPPED_DATA, Settings
from rag.core.records import Chunk
from rag.core.results import Understood
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.pipeline import Pipeline
from rag.search.features import FEATURES, vector
from rag.search.learned import CANDIDATES, gather

if TYPE_CHECKING:
    from rag.evaluate.adapting import TrainedAdapter
    from rag.search.adapter import QueryAdapter
    from rag.search.memory import QuestionMemory

FREE_PAIR_WEIGHT = 0.3  # an epígrafe-as-question counts this much of a citizen's question
# (corpus, dataset, dialogue corpus filter: only that corpus's turns of a dialogue set)
TRAINING_SETS: tuple[tuple[str, str, str], ...] = (
    ("constitucion", "dev.jsonl", ""),
    ("constitucion", "constitucion-dev2.jsonl", ""),
    ("constitucion", "dialogues-dev.jsonl", "constitucion"),
    ("leyes", "leyes-dev.jsonl", ""),
    ("leyes", "dialogues-dev.jsonl", "leyes"),
    ("normas", "dev.jsonl", ""),
    ("normas", "constitucion-dev2.jsonl", ""),
    ("normas", "leyes-dev.jsonl", ""),
    ("normas", "dialogues-dev.jsonl", "normas"),
    ("biblioteca", "dev.jsonl", ""),
    ("biblioteca", "constitucion-dev2.jsonl", ""),
    ("biblioteca", "biblioteca-dev.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev.jsonl", "biblioteca"),
    ("biblioteca", "biblioteca-dev2.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev2.jsonl", "biblioteca"),
    ("biblioteca", "biblioteca-dev3.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev3.jsonl", "biblioteca"),
    ("biblioteca", "biblioteca-dev4.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev4.jsonl", "biblioteca"),
    ("biblioteca", "biblioteca-dev5.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev5.jsonl", "biblioteca"),
    ("biblioteca", "biblioteca-dev6.jsonl", ""),
    ("biblioteca", "dialogues-biblioteca-dev6.jsonl", "biblioteca"),
)
# the folders whose texts the examples are drawn from (the library's sub-folders included)
TRAINED_CORPORA = ("constitucion", "leyes", "biblioteca")
Progress = Callable[[int, int, str], None]
AdapterFor = Callable[[EvalRow], "QueryAdapter | None"]
MemoryFor = Callable[[EvalRow], "QuestionMemory | None"]


@dataclass
class Example:
    """One question's candidates: their feature rows and whether each answers."""

    question_id: str
    group: str  # rows sharing a group are kept in one fold
    corpus: str
    free: bool  # a free pair (epígrafe), not a dev question
    kind: str  # dialogue turn kind ("first", "follow", "switch") or ""
    follows: bool
    doc_ids: list[str]
    features: np.ndarray
    labels: np.ndarray
    previous: str = ""  # the previous turn's precept, for the promotion comparison

    @property
    def weight(self) -> float:
        """How much this question counts in training."""
        return FREE_PAIR_WEIGHT if self.free else 1.0


def training_files(data: Path = SHIPPED_DATA) -> list[Path]:
    """The files the ranker learns from: the dev sets and the bundled corpora's texts."""
    datasets = sorted({data / "eval" / name for _, name, _ in TRAINING_SETS})
    corpora = sorted(path for folder in TRAINED_CORPORA for path in (data / folder).rglob("*.md"))
    return datasets + corpora


def ranker_files(folder: Path, data: Path = SHIPPED_DATA) -> list[Path]:
    """The files the ranker's examples depend on: the training files and, where they were written
    (``rag train-ranker`` without ``--no-adapter`` or ``--no-memory``), the query adapter in
    ``folder`` (every similarity feature reads the question's vector through it) and the known
    questions (what the ``known_question`` features recall)."""
    from rag.search.adapter import MATRIX_FILE
    from rag.search.memory import VECTORS_FILE

    learned = [folder / name for name in (MATRIX_FILE, VECTORS_FILE)]
    return [*training_files(data), *(path for path in learned if path.exists())]


def data_hash(files: Sequence[Path]) -> str:
    """A hash of the training files' names and bytes: the artefact says what it was trained on."""
    digest = hashlib.sha256()
    for path in files:
        name = path.relative_to(PROJECT_ROOT).as_posix() if path.is_relative_to(PROJECT_ROOT) else path.name
        digest.update(f"{name}\n".encode())
        digest.update(hashlib.sha256(path.read_bytes()).hexdigest().encode())
    return digest.hexdigest()


def _gold(row: EvalRow, doc_ids: list[str]) -> np.ndarray:
    """Which candidates answer ``row``: its norm's articles (any norm's, for a row naming none)."""
    norm = row.norm
    wanted = {f"{norm}:{article}" for article in row.articles} if norm else set()
    bare = set(row.articles)
    return np.asarray(
        [1.0 if (doc in wanted if norm else doc.split(":")[-1] in bare) else 0.0 for doc in doc_ids]
    )


def examples_from_rows(
    pipeline: Pipeline,
    settings: Settings,
    rows: list[EvalRow],
    corpus: str,
    adapter_for: AdapterFor | None = None,
    memory_for: MemoryFor | None = None,
) -> list[Example]:
    """Every answerable row asked as the chain asks it (lookups skipped: they are answered by name);
    ``adapter_for(row)``: the query adapter to ask it with, ``memory_for(row)``: the known questions
    it may recall (default: the search's own)."""
    chain = pipeline.chain(settings, None, "hybrid", settings.k)
    examples = []
    for row in rows:
        if not row.answerable or not row.articles:
            continue
        if adapter_for is not None:
            pipeline.search.use_adapter(adapter_for(row))
        if memory_for is not None:
            pipeline.search.use_memory(memory_for(row))
        chain.forget_retrievals()
        history = chain.recall_precepts(row.history)
        understood = chain.understand(row.question, history)
        retriever = chain.retriever.within(understood.norms)
        result = retriever.search(understood, settings.k)
        if result.lookup:
            continue
        evidence, candidates, _ = gather(pipeline.search.only(understood.norms), understood, CANDIDATES)
        doc_ids = [c.doc_id for c in candidates]
        examples.append(
            Example(
                question_id=f"{corpus}/{row.id}",
                group=row.dialogue or row.id.replace("dlg-", ""),
                corpus=corpus,
                free=False,
                kind=row.kind if row.dialogue else "",
                follows=understood.follows,
                doc_ids=doc_ids,
                features=vector(list(FEATURES), evidence, candidates),
                labels=_gold(row, doc_ids),
                previous=understood.previous_precepts[0] if understood.previous_precepts else "",
            )
        )
    return examples


def epigraph_question(chunk: Chunk) -> str:
    """An article's epígrafe as a question for it ("Movilidad geográfica"); "" for a disposition,
    an article without one or with a one-word one."""
    epigraph = chunk.epigraph.rstrip(". ") if chunk.article_id.startswith("art-") else ""
    return epigraph if len(epigraph.split()) >= 2 else ""


def free_pairs(pipeline: Pipeline, corpus: str) -> list[Example]:
    """Each article's epígrafe asked as a question for its own article ("¿Movilidad geográfica?")."""
    search = pipeline.search
    examples = []
    seen: set[str] = set()
    for chunk in pipeline.chunks():
        epigraph = epigraph_question(chunk) if chunk.is_whole else ""
        if not epigraph or epigraph in seen:
            continue
        seen.add(epigraph)
        understood = Understood(epigraph, epigraph)
        evidence, candidates, _ = gather(search, understood, CANDIDATES)
        doc_ids = [c.doc_id for c in candidates]
        labels = np.asarray([1.0 if doc == chunk.doc_id else 0.0 for doc in doc_ids])
        examples.append(
            Example(
                question_id=f"{corpus}/epigrafe/{chunk.doc_id}",
                group=f"epigrafe/{chunk.doc_id}",
                corpus=corpus,
                free=True,
                kind="",
                follows=False,
                doc_ids=doc_ids,
                features=vector(list(FEATURES), evidence, candidates),
                labels=labels,
            )
        )
    return examples


def collect(
    pipelines: dict[str, Pipeline],
    settings: Settings,
    data: Path = SHIPPED_DATA,
    progress: Progress | None = None,
    adapters: TrainedAdapter | None = None,
    memory: QuestionMemory | None = None,
) -> list[Example]:
    """Every training example from the dev sets (and free pairs of the laws); with ``adapters``,
    each question is asked through the adapter fitted without it, the free pairs through the final
    one (every adapter was fitted on the epígrafes); with ``memory``, each question recalls the
    known questions of other authors only, the free pairs all of them."""
    from rag.evaluate.remembering import held_out as recalled_by

    for pipeline in pipelines.values():  # no dev question recalls a memory that holds it
        pipeline.search.use_memory(None)
    examples: list[Example] = []
    steps = len(TRAINING_SETS) + 1
    for step, (corpus, name, dialogue_corpus) in enumerate(TRAINING_SETS, start=1):
        rows = read_dataset(data / "eval" / name)
        if dialogue_corpus:
            rows = [row for row in rows if row.dialogue and row.corpus == dialogue_corpus]
        if progress:
            progress(step - 1, steps, f"{corpus} · {name}")
        held_out = functools.partial(adapters.held_out, name) if adapters else None
        remembered = functools.partial(recalled_by, memory, name) if memory else None
        examples += examples_from_rows(pipelines[corpus], settings, rows, corpus, held_out, remembered)
    if progress:
        progress(steps - 1, steps, "leyes · epígrafes")
    for pipeline in pipelines.values():
        if adapters:
            pipeline.search.use_adapter(adapters.adapter)
        pipeline.search.use_memory(memory)
    examples += free_pairs(pipelines["leyes"], "leyes")
    if progress:
        progress(steps, steps, "hecho")
    return examples

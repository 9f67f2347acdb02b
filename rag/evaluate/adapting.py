"""Training the query adapter (``rag.search.adapter``) on dev data only, as ``rag train-ranker``'s
first step (``--no-adapter`` skips it).

Its examples are the dev sets' answerable questions asked in the library (a dialogue turn as the
chain understands it), each with the chunks of the precepts that answer it, and every article's
epígrafe of the library as a question for its own article (structure, not data: weighted
``EPIGRAPH_WEIGHT``). The loss is a softmax over every chunk of the library at temperature
``TEMPERATURE`` (the right precept's chunks against all others), minimised by Adam from the
identity, pulled back toward it, then shrunk halfway back to it (``SHRINK``: the ranker
cross-validated better, and fewer README examples moved, than with the map as fitted).
Cross-validated by question (a dialogue stays in one fold), the dense ranking's right precept
first and within the first 30 candidates are reported per set, before and after; the held-out
sets are never read.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from rag.core.config import SHIPPED_DATA, Settings
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.evaluate.examples import epigraph_question
from rag.pipeline import Pipeline
from rag.search.adapter import QueryAdapter

# the dev sets asked in the library (every answerable row names its norm)
ADAPTER_SETS: tuple[str, ...] = (
    "dev.jsonl",
    "constitucion-dev2.jsonl",
    "leyes-dev.jsonl",
    "biblioteca-dev.jsonl",
    "biblioteca-dev2.jsonl",
    "biblioteca-dev3.jsonl",
    "biblioteca-dev4.jsonl",
    "biblioteca-dev5.jsonl",
    "biblioteca-dev6.jsonl",
    "dialogues-dev.jsonl",
    "dialogues-biblioteca-dev.jsonl",
    "dialogues-biblioteca-dev2.jsonl",
    "dialogues-biblioteca-dev3.jsonl",
    "dialogues-biblioteca-dev4.jsonl",
    "dialogues-biblioteca-dev5.jsonl",
    "dialogues-biblioteca-dev6.jsonl",
)
EPIGRAPH_WEIGHT = 0.3  # an epígrafe-as-question counts this much of a citizen's question
TEMPERATURE = 0.005  # e5's cosines lie within ~0.15 of each other: a sharp softmax looks at the top
EPOCHS = 12
BATCH = 128
LEARNING_RATE = 1e-4
PULL_TO_IDENTITY = 1e-3
SHRINK = 0.5  # the written map is identity + SHRINK × (fitted − identity): how far a question moves
FOLDS = 5
SEED = 0
FOLDS_FILE = "adapter-folds.npy"  # the cross-validation's adapters, for ``rag calibrate``
Progress = Callable[[int, int, str], None]


@dataclass
class AdapterQuery:
    """One training question: its raw normalised vector and the chunks that answer it."""

    group: str  # rows sharing a group stay in one fold
    source: str  # the dev set's file name, or "epígrafes"
    vector: np.ndarray
    leaves: np.ndarray  # rows of the library's chunk table belonging to a right precept
    precepts: np.ndarray  # those precepts' positions in ``table.doc_ids``
    apartados: tuple[str, ...] = ()  # the apartados answering it, where its set names them
    text: str = ""  # the question as searched (a dialogue turn resolved against its chat)

    @property
    def weight(self) -> float:
        """How much it counts in training."""
        return EPIGRAPH_WEIGHT if self.source == "epígrafes" else 1.0


@dataclass
class AdapterReport:
    """What training measured: per set, the dense ranking before and after, cross-validated."""

    questions: int
    epigraphs: int
    before: dict[str, dict[str, float]]
    after: dict[str, dict[str, float]]


@dataclass
class TrainedAdapter:
    """The adapter fitted on every question, and the cross-validation's adapters, one per fold,
    each fitted without that fold's questions."""

    adapter: QueryAdapter
    report: AdapterReport
    folds: list[QueryAdapter]

    def save_folds(self, folder: Path) -> None:
        """Write the folds' matrices beside the adapter (as float16 differences from the identity:
        1.5 MB), for ``rag calibrate`` to judge each dev question as an unseen one."""
        identity = np.eye(self.adapter.matrix.shape[0], dtype=np.float32)
        deltas = np.stack([fold.matrix - identity for fold in self.folds]).astype(np.float16)
        np.save(folder / FOLDS_FILE, deltas, allow_pickle=False)

    @classmethod
    def read_folds(cls, adapter: QueryAdapter, folder: Path) -> TrainedAdapter | None:
        """``adapter`` with the folds ``save_folds`` wrote in ``folder``; None without them."""
        path = folder / FOLDS_FILE
        if not path.exists():
            return None
        deltas = np.load(path, allow_pickle=False).astype(np.float32)
        identity = np.eye(deltas.shape[-1], dtype=np.float32)
        folds = [QueryAdapter(identity + delta, adapter.embedding) for delta in deltas]
        report = AdapterReport(0, 0, {}, {})
        return cls(adapter, report, folds)

    def held_out(self, dataset: str, row: EvalRow) -> QueryAdapter:
        """The adapter that never saw this row of ``dataset``: the ranker's examples are features
        of questions the adapter does not know, as the users' questions will be (an adapter fitted
        on the question itself makes the dense features look surer than they are)."""
        if dataset not in ADAPTER_SETS:
            return self.adapter
        return self.folds[fold_of(group_of(dataset, row))]


def adapter_queries(
    pipeline: Pipeline, settings: Settings, data: Path = SHIPPED_DATA, progress: Progress | None = None
) -> list[AdapterQuery]:
    """The dev questions and the epígrafes, embedded as they come (no adapter), with their answers
    among ``pipeline``'s chunks (the library's: every bundled norm)."""
    search = pipeline.search
    table = search.table
    search.use_adapter(None)  # the history is recalled and the questions embedded without any adapter
    chain = pipeline.chain(settings, None, "hybrid", settings.k)

    def answer(doc_ids: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        precepts = np.asarray([table.doc_index[d] for d in doc_ids if d in table.doc_index], dtype=np.int64)
        return np.flatnonzero(np.isin(table.leaf_doc, precepts)), precepts

    queries: list[AdapterQuery] = []
    for step, name in enumerate(ADAPTER_SETS):
        if progress:
            progress(step, len(ADAPTER_SETS) + 1, name)
        for row in read_dataset(data / "eval" / name):
            if not row.answerable or not row.articles or not row.norm:
                continue
            leaves, precepts = answer([f"{row.norm}:{article}" for article in row.articles])
            if not len(leaves):
                continue
            chain.forget_retrievals()
            understood = chain.understand(row.question, chain.recall_precepts(row.history))
            vector = search.query_vector(understood.standalone)  # no adapter: as it comes
            apartados = tuple(sorted(row.gold_apartados))
            queries.append(
                AdapterQuery(
                    group_of(name, row), name, vector, leaves, precepts, apartados, understood.standalone
                )
            )
    if progress:
        progress(len(ADAPTER_SETS), len(ADAPTER_SETS) + 1, "epígrafes")
    seen: set[str] = set()
    for doc_id in table.doc_ids:
        chunk = table.first_chunk(doc_id)
        epigraph = epigraph_question(chunk) if chunk else ""
        if not epigraph or epigraph in seen:
            continue
        seen.add(epigraph)
        leaves, precepts = answer([doc_id])
        if len(leaves):
            queries.append(
                AdapterQuery(
                    f"epígrafe/{doc_id}", "epígrafes", search.query_vector(epigraph), leaves, precepts
                )
            )
    return queries


def fit(queries: Sequence[AdapterQuery], leaves: np.ndarray) -> np.ndarray:
    """The matrix minimising the softmax loss of ``queries`` over the chunk vectors ``leaves``."""
    dimensions = leaves.shape[1]
    identity = np.eye(dimensions, dtype=np.float32)
    matrix = identity.copy()
    first, second = np.zeros_like(matrix), np.zeros_like(matrix)
    vectors = np.stack([q.vector for q in queries]).astype(np.float32)
    weights = np.asarray([q.weight for q in queries], dtype=np.float32)
    rng = np.random.default_rng(SEED)
    step = 0
    for _ in range(EPOCHS):
        order = rng.permutation(len(queries))
        for start in range(0, len(order), BATCH):
            batch = order[start : start + BATCH]
            x = vectors[batch]
            logits = (x @ matrix.T) @ leaves.T / TEMPERATURE
            logits -= logits.max(axis=1, keepdims=True)
            p = np.exp(logits)
            p /= p.sum(axis=1, keepdims=True)
            for row, i in enumerate(batch):  # d loss / d logits: p minus p within the right chunks
                right = queries[i].leaves
                p[row, right] -= p[row, right] / p[row, right].sum()
            gradient = ((p * weights[batch, np.newaxis]) @ leaves / TEMPERATURE / len(batch)).T @ x
            gradient += PULL_TO_IDENTITY * (matrix - identity)
            step += 1
            first = 0.9 * first + 0.1 * gradient
            second = 0.999 * second + 0.001 * gradient * gradient
            matrix -= LEARNING_RATE * (first / (1 - 0.9**step)) / (np.sqrt(second / (1 - 0.999**step)) + 1e-8)
    return matrix


def shrunk(matrix: np.ndarray) -> np.ndarray:
    """``matrix`` moved back toward the identity by ``SHRINK`` (1: as fitted)."""
    identity = np.eye(matrix.shape[0], dtype=np.float32)
    return identity + SHRINK * (matrix - identity)


def dense_ranks(
    matrix: np.ndarray, queries: Sequence[AdapterQuery], leaves: np.ndarray, leaf_doc: np.ndarray
) -> np.ndarray:
    """Each query's best right precept's place in the dense ranking (best chunk per precept)."""
    precepts = int(leaf_doc.max()) + 1
    ranks = np.zeros(len(queries), dtype=np.int64)
    for start in range(0, len(queries), BATCH):
        chunk = queries[start : start + BATCH]
        scores = np.stack([q.vector for q in chunk]) @ matrix.T @ leaves.T
        for row, query in enumerate(chunk):
            best = np.full(precepts, -np.inf, dtype=np.float32)
            np.maximum.at(best, leaf_doc, scores[row])
            ranks[start + row] = int((best > best[query.precepts].max()).sum())
    return ranks


def _figures(ranks: np.ndarray, sources: np.ndarray) -> dict[str, dict[str, float]]:
    figures = {}
    for name in ["all", *sorted(set(sources))]:
        chosen = ranks if name == "all" else ranks[sources == name]
        figures[name] = {
            "first": round(float(np.mean(chosen == 0)), 4),
            "top5": round(float(np.mean(chosen < 5)), 4),
            "top30": round(float(np.mean(chosen < 30)), 4),
            "questions": len(chosen),
        }
    return figures


def group_of(dataset: str, row: EvalRow) -> str:
    """A question's group: its dialogue's, or its own (a dialogue stays in one fold)."""
    return f"{dataset}/{row.dialogue or row.id}"


def fold_of(group: str) -> int:
    """The cross-validation fold of a group (a stable hash of its name)."""
    return int(hashlib.sha1(group.encode()).hexdigest(), 16) % FOLDS


def train_adapter(
    queries: list[AdapterQuery], leaves: np.ndarray, leaf_doc: np.ndarray, embedding: str, hashed: str
) -> TrainedAdapter:
    """Cross-validate the adapter on the dev questions (epígrafes always train), then fit it on all."""
    dev = [q for q in queries if q.source != "epígrafes"]
    epigraphs = [q for q in queries if q.source == "epígrafes"]
    folds = np.asarray([fold_of(q.group) for q in dev])
    sources = np.asarray([q.source for q in dev])
    identity = np.eye(leaves.shape[1], dtype=np.float32)
    before = dense_ranks(identity, dev, leaves, leaf_doc)
    after = np.zeros_like(before)
    fold_adapters = []
    for fold in range(FOLDS):
        held = np.flatnonzero(folds == fold)
        trained = shrunk(fit(epigraphs + [q for q, f in zip(dev, folds, strict=True) if f != fold], leaves))
        after[held] = dense_ranks(trained, [dev[i] for i in held], leaves, leaf_doc)
        fold_adapters.append(QueryAdapter(trained, embedding, {"fold": fold}))
    report = AdapterReport(len(dev), len(epigraphs), _figures(before, sources), _figures(after, sources))
    meta = {
        "data_hash": hashed,
        "settings": {
            "temperature": TEMPERATURE,
            "epochs": EPOCHS,
            "batch": BATCH,
            "learning_rate": LEARNING_RATE,
            "pull_to_identity": PULL_TO_IDENTITY,
            "shrink": SHRINK,
            "epigraph_weight": EPIGRAPH_WEIGHT,
        },
        "questions": report.questions,
        "epigraphs": report.epigraphs,
        "cross_validated": {"before": report.before, "after": report.after},
    }
    return TrainedAdapter(QueryAdapter(shrunk(fit(queries, leaves)), embedding, meta), report, fold_adapters)

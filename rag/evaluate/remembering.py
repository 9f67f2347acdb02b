"""The known questions ``rag train-ranker`` writes (``rag.search.memory``): every answerable question
of the dev sets (a dialogue turn as the chain understands it), embedded as it comes, with the
precepts that answer it and who wrote it. The held-out sets are never read.

A dev question must be ranked while training as a user's question will be: a user never asks
exactly what a dev set holds, and a different person words it. So each dev question recalls only
the questions other authors wrote (``held_out``), for the ranker's examples and for ``rag
calibrate`` alike; questions of one author, written together, are close to each other in ways a
stranger's are not (cross-validated, recalling one's own author's questions made the ranker trust
the memory far beyond what it is worth to others).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from rag.evaluate.adapting import AdapterQuery, group_of
from rag.evaluate.dataset import EvalRow
from rag.search.memory import KnownQuestion, QuestionMemory

# who wrote each dev set: sets written together count as one author
AUTHORS = {
    "dev.jsonl": "constitución",
    "dialogues-dev.jsonl": "constitución",
    "constitucion-dev2.jsonl": "constitución-2",
    "leyes-dev.jsonl": "leyes",
    "biblioteca-dev.jsonl": "biblioteca",
    "dialogues-biblioteca-dev.jsonl": "biblioteca",
    "biblioteca-dev2.jsonl": "biblioteca-2",
    "dialogues-biblioteca-dev2.jsonl": "biblioteca-2",
    "biblioteca-dev3.jsonl": "biblioteca-3",
    "dialogues-biblioteca-dev3.jsonl": "biblioteca-3",
    "biblioteca-dev4.jsonl": "biblioteca-4",
    "dialogues-biblioteca-dev4.jsonl": "biblioteca-4",
    "biblioteca-dev5.jsonl": "biblioteca-5",
    "dialogues-biblioteca-dev5.jsonl": "biblioteca-5",
    "biblioteca-dev6.jsonl": "biblioteca-6",
    "dialogues-biblioteca-dev6.jsonl": "biblioteca-6",
}


def build_memory(
    queries: Sequence[AdapterQuery], doc_ids: Sequence[str], embedding: str, hashed: str
) -> QuestionMemory:
    """The dev questions of ``queries`` (the adapter's, embedded as they come; the epígrafes left
    out) with the precepts answering each (``doc_ids``: the library's, which ``precepts`` index)."""
    dev = [q for q in queries if q.source != "epígrafes"]
    vectors = np.stack([q.vector for q in dev]).astype(np.float32) if dev else np.zeros((0, 0), np.float32)
    questions = tuple(
        KnownQuestion(
            precepts=tuple(doc_ids[int(i)] for i in q.precepts),
            source=q.source,
            author=AUTHORS.get(q.source, q.source),
            group=q.group,
            apartados=q.apartados,
            text=q.text,
        )
        for q in dev
    )
    sources = sorted({q.source for q in dev})
    meta = {"data_hash": hashed, "sets": sources, "authors": {s: AUTHORS.get(s, s) for s in sources}}
    return QuestionMemory(vectors, questions, embedding, meta).with_router()


def held_out(memory: QuestionMemory, dataset: str, row: EvalRow) -> QuestionMemory:
    """What a row of ``dataset`` may recall: the known questions of other authors (a row of a set
    that is not in the memory, all of them but its own dialogue's)."""
    return memory.without(AUTHORS.get(dataset, dataset), group_of(dataset, row))

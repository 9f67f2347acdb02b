"""The norm router: which of the collection's norms a question is about, learned from the known
questions (``rag.search.memory``) — a multinomial logistic regression over the question's embedding
as it comes, each known question labelled with the norms of the precepts answering it.

The learned ranker reads it (``norm_routed*`` features) next to the unsupervised signals it had
(the share of the candidates in each norm, the norm's centroid): an abstract question about a right
or an institution ("¿Quién nombra a los ministros?", "¿Me pueden expropiar la casa sin pagarme
nada?") is one the Constitution answers, though a law that develops the article shares more of its
words; a story about one's rent is the LAU's. Restricted to the searched norms (the sidebar's filter,
a single-norm corpus: 1.0) and renormalised; norms it never saw get none of the probability.

``rag train-ranker`` fits it with the memory and writes it beside it (``router.npy``: one row of
weights per norm and the bias as the last column; ``router.json``: the norms); while training, a dev
question is routed by a router fitted without its author's questions (``QuestionMemory.without``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from rag.core.artefacts import read_array, write_array

WEIGHTS_FILE = "router.npy"
META_FILE = "router.json"
STRENGTH = 64.0  # inverse regularisation (scikit-learn's C): leave-one-author-out norm accuracy
# on the dev questions 0.812 at C=16, 0.834 at 64 and at 256


@dataclass(frozen=True)
class NormRouter:
    """Softmax weights over a normalised question embedding, one row per norm."""

    norms: tuple[str, ...]
    weights: np.ndarray  # (norms, dimensions)
    bias: np.ndarray  # (norms,)

    def route(self, vector: np.ndarray, searched: frozenset[str] | Sequence[str]) -> dict[str, float]:
        """The probability of each of the ``searched`` norms the router knows for the question
        embedded as ``vector``, renormalised over them; {} for a vector of another size or when it
        knows none of them."""
        rows = [i for i, norm in enumerate(self.norms) if norm in searched]
        if not rows or vector.shape != self.weights.shape[1:]:
            return {}
        logits = self.weights[rows] @ vector + self.bias[rows]
        exp = np.exp(logits - logits.max())
        probabilities = exp / exp.sum()
        return {self.norms[i]: float(p) for i, p in zip(rows, probabilities, strict=True)}

    def save(self, folder: Path) -> None:
        """Write the weights (the bias as their last column) and the norms into ``folder``."""
        table = np.hstack([self.weights, self.bias[:, np.newaxis]]).astype(np.float32)
        write_array(folder, WEIGHTS_FILE, table, META_FILE, {"norms": list(self.norms), "strength": STRENGTH})

    @classmethod
    def load(cls, folder: Path) -> NormRouter:
        """The router ``save`` wrote in ``folder``."""
        table, meta = read_array(folder, WEIGHTS_FILE, META_FILE)
        norms = tuple(str(n) for n in meta["norms"])
        if table.ndim != 2 or len(table) != len(norms):
            raise ValueError(f"{len(norms)} norms but router weights of shape {table.shape}")
        return cls(norms, table[:, :-1], table[:, -1])


def fit_router(vectors: np.ndarray, answers: Sequence[Sequence[str]]) -> NormRouter | None:
    """The router fitted on question ``vectors`` (normalised rows), each labelled with the norms of
    the precepts answering it (``answers``: doc ids, "BOE-A-…:art-…"; a question answered in two
    norms counts half for each); None with fewer than two norms."""
    from sklearn.linear_model import LogisticRegression  # training only

    rows: list[int] = []
    labels: list[str] = []
    weights: list[float] = []
    for row, precepts in enumerate(answers):
        answering = sorted({doc_id.split(":")[0] for doc_id in precepts})
        for norm in answering:
            rows.append(row)
            labels.append(norm)
            weights.append(1.0 / len(answering))
    if len(set(labels)) < 2:
        return None
    model = LogisticRegression(C=STRENGTH, max_iter=3000)
    model.fit(vectors[rows], labels, sample_weight=np.asarray(weights))
    norms = tuple(str(n) for n in model.classes_)
    if len(norms) == 2:  # scikit-learn keeps one row for two classes: the second's logit
        weights_ = np.vstack([np.zeros_like(model.coef_[0]), model.coef_[0]])
        bias = np.asarray([0.0, model.intercept_[0]])
    else:
        weights_, bias = model.coef_, model.intercept_
    return NormRouter(norms, weights_.astype(np.float32), np.asarray(bias, dtype=np.float32))

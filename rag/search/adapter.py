"""The query adapter: a linear map learned on the dev sets that turns a question's embedding toward
the precepts that answer such questions (``rag train-ranker`` writes it, before the ranker). It
ships since the tenth session (measured in the ninth: docs/library.md), shrunk halfway to the identity.

multilingual-e5-small places "¿me pueden echar del piso si no pago?" nearer to other questions'
wording than to the article on "Resolución del contrato"; a 384×384 matrix applied to the query
vector only (the chunks' shipped vectors stay as they are) learns which directions of the space
carry a citizen's question to the legal text. It is trained on the dev sets' questions and on the
bundled laws' epígrafes as questions for their own article (``rag.evaluate.adapting``), with a
softmax over every chunk of the library; cross-validated, the shipped (shrunk) map moves the dense
ranking's right precept first on 0.32 → 0.39 of the dev questions, within 30 on 0.75 → 0.83.

Every dense signal reads the adapted vector: the dense ranking, the learned ranker's similarity
features, the gate's similarity; the ranker also reads the question as it comes
(``PreceptSearch.raw_similarities``), to weigh the two readings. It applies to the model it was
trained for only (``embedding`` in ``adapter.json``): with another embedder the question's vector
is used as it comes.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.artefacts import optional_artefact, read_array, write_array
from rag.core.config import SHIPPED_DATA

ADAPTER_DIR = SHIPPED_DATA / "ranker"
MATRIX_FILE = "adapter.npy"
META_FILE = "adapter.json"


@dataclass(frozen=True)
class QueryAdapter:
    """A square matrix applied to the query vectors of one embedding model."""

    matrix: np.ndarray
    embedding: str  # the model's name (``Embeddings.name``) whose query vectors it maps
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def fits(self, embeddings: object, dimensions: int) -> bool:
        """Whether it maps this embedder's vectors (same model, same size)."""
        return getattr(embeddings, "name", None) == self.embedding and self.matrix.shape == (dimensions,) * 2

    def apply(self, vector: np.ndarray) -> np.ndarray:
        """The adapted vector (not normalised: the caller normalises)."""
        return np.asarray(self.matrix @ vector, dtype=np.float32)

    def save(self, folder: Path) -> None:
        """Write the matrix and its description into ``folder``."""
        meta = {**self.meta, "embedding": self.embedding, "dimensions": int(self.matrix.shape[0])}
        write_array(folder, MATRIX_FILE, self.matrix.astype(np.float32), META_FILE, meta)

    @classmethod
    def load(cls, folder: Path = ADAPTER_DIR) -> QueryAdapter:
        """The adapter written by ``rag train-ranker`` in ``folder``."""
        matrix, meta = read_array(folder, MATRIX_FILE, META_FILE)
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            raise ValueError(f"the adapter's matrix is {matrix.shape}, not square")
        return cls(matrix=matrix, embedding=str(meta["embedding"]), meta=meta)


@functools.cache
def shipped_adapter() -> QueryAdapter | None:
    """The committed adapter (``data/ranker/``), loaded once; None when it is missing or unreadable
    (the question's vector is then used as it comes)."""
    return optional_artefact(
        lambda: QueryAdapter.load(ADAPTER_DIR), "query adapter", ADAPTER_DIR, "not applied"
    )


def adapted(vector: np.ndarray, embeddings: object, adapter: QueryAdapter | None) -> np.ndarray:
    """``vector`` (a question's raw embedding by ``embeddings``) through ``adapter`` where it fits."""
    if adapter is None or not adapter.fits(embeddings, len(vector)):
        return vector
    return adapter.apply(vector)

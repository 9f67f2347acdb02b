"""LightGBM's text model read into arrays and evaluated with numpy: the learned ranker scores a
question's candidates without importing LightGBM (whose import pulls in scikit-learn and SciPy:
1.5 s at the app's start), so the model loads in milliseconds. Training uses LightGBM itself; a
test checks that both give the same scores.

Only what ``rag train-ranker`` writes is read: numerical splits (no categorical features), each
node sending ``x <= threshold`` left, missing values (NaN, or zero where the model treats zero as
missing) to its default side.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_DEFAULT_LEFT = 2  # decision_type bit: missing values go left
_MISSING_ZERO, _MISSING_NAN = 1, 2  # decision_type bits 2-3: what counts as missing
_ZERO = 1e-35  # LightGBM's kZeroThreshold


@dataclass(frozen=True)
class TreeEnsemble:
    """Every tree's nodes numbered across the ensemble (tree ``t``'s node ``n`` is
    ``t * width + n``), so that one flat lookup moves every row down every tree at once; a child
    that is a leaf is written ``~leaf``, its leaf numbered across the ensemble too (tree ``t``'s
    leaf ``l`` is ``t * leaves + l``)."""

    feature: np.ndarray  # (trees * width,) feature index of each split
    threshold: np.ndarray  # (trees * width,)
    default_left: np.ndarray  # (trees * width,) bool
    missing: np.ndarray  # (trees * width,) 0 none, 1 zero, 2 NaN
    left: np.ndarray  # (trees * width,) child: node number, or ~leaf number
    right: np.ndarray
    root: np.ndarray  # (trees,) each tree's first node, or ~leaf for a one-leaf tree
    leaf_value: np.ndarray  # (trees * leaves,)
    depth: int  # the deepest path, in splits
    has_missing: bool  # any split treats some values as missing

    @classmethod
    def from_text(cls, text: str) -> TreeEnsemble:
        """The trees of a LightGBM model file (``Booster.model_to_string()``)."""
        trees: list[dict[str, str]] = []
        current: dict[str, str] | None = None
        for line in text.splitlines():
            if line.startswith("Tree="):
                current = {}
                trees.append(current)
            elif line.startswith("end of trees"):
                break
            elif current is not None and "=" in line:
                key, value = line.split("=", 1)
                current[key] = value
        if not trees:
            raise ValueError("no trees in the model text")
        width = max(int(t["num_leaves"]) - 1 for t in trees) or 1
        leaves = max(int(t["num_leaves"]) for t in trees)
        shape = (len(trees), width)
        feature = np.zeros(shape, dtype=np.int64)
        threshold = np.zeros(shape)
        decision = np.zeros(shape, dtype=np.int64)
        left = np.full(shape, -1, dtype=np.int64)  # ~0: a one-leaf tree's only leaf
        right = np.full(shape, -1, dtype=np.int64)
        leaf_value = np.zeros((len(trees), leaves))
        for i, tree in enumerate(trees):
            if int(tree.get("num_cat", "0")):
                raise ValueError("categorical splits are not supported")
            values = [float(v) for v in tree["leaf_value"].split()]
            leaf_value[i, : len(values)] = values
            if int(tree["num_leaves"]) < 2:
                continue
            splits = len(tree["split_feature"].split())
            feature[i, :splits] = [int(v) for v in tree["split_feature"].split()]
            threshold[i, :splits] = [float(v) for v in tree["threshold"].split()]
            decision[i, :splits] = [int(v) for v in tree["decision_type"].split()]
            left[i, :splits] = [int(v) for v in tree["left_child"].split()]
            right[i, :splits] = [int(v) for v in tree["right_child"].split()]
        depth = max(_depth(lefts, rights) for lefts, rights in zip(left, right, strict=True))
        node_base = (np.arange(len(trees)) * width)[:, np.newaxis]
        leaf_base = (np.arange(len(trees)) * leaves)[:, np.newaxis]

        def numbered(children: np.ndarray) -> np.ndarray:
            return np.where(children >= 0, children + node_base, ~(~children + leaf_base)).ravel()

        one_leaf = (left[:, 0] == -1) & (right[:, 0] == -1)
        missing = (decision >> 2) & 3
        return cls(
            feature=feature.ravel(),
            threshold=threshold.ravel(),
            default_left=((decision & _DEFAULT_LEFT) > 0).ravel(),
            missing=missing.ravel(),
            left=numbered(left),
            right=numbered(right),
            root=np.where(one_leaf, ~leaf_base[:, 0], node_base[:, 0]),
            leaf_value=leaf_value.ravel(),
            depth=depth,
            has_missing=bool(missing.any()),
        )

    def predict(self, matrix: np.ndarray) -> np.ndarray:
        """The model's raw score of every row: the sum of the leaf each tree sends it to."""
        rows, columns = matrix.shape
        values = np.ascontiguousarray(matrix, dtype=np.float64).ravel()
        row_base = (np.arange(rows) * columns)[:, np.newaxis]
        node = np.repeat(self.root[np.newaxis, :], rows, axis=0)
        for _ in range(self.depth):
            inner = node >= 0
            if not inner.any():
                break
            at = np.where(inner, node, 0)
            x = values[row_base + self.feature[at]]
            go_left = x <= self.threshold[at]
            if self.has_missing:
                missing = self.missing[at]
                is_missing = np.isnan(x) | ((missing == _MISSING_ZERO) & (np.abs(x) <= _ZERO))
                is_missing &= missing != 0
                go_left = np.where(is_missing, self.default_left[at], go_left)
            node = np.where(inner, np.where(go_left, self.left[at], self.right[at]), node)
        return np.asarray(self.leaf_value[~node].sum(axis=1), dtype=np.float64)


def _depth(left: np.ndarray, right: np.ndarray) -> int:
    """The number of splits on a tree's longest path (0 for a one-leaf tree)."""
    deepest, todo = 0, [(0, 1)] if left[0] != -1 or right[0] != -1 else []
    while todo:
        node, depth = todo.pop()
        deepest = max(deepest, depth)
        todo += [(int(child), depth + 1) for child in (left[node], right[node]) if child >= 0]
    return deepest

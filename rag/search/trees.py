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
    """Every tree's nodes side by side (one row per tree, padded): a leaf is written ``~leaf``."""

    feature: np.ndarray  # (trees, nodes) feature index of each split
    threshold: np.ndarray  # (trees, nodes)
    default_left: np.ndarray  # (trees, nodes) bool
    missing: np.ndarray  # (trees, nodes) 0 none, 1 zero, 2 NaN
    left: np.ndarray  # (trees, nodes) child: node index, or ~leaf for a leaf
    right: np.ndarray
    leaf_value: np.ndarray  # (trees, leaves)
    depth: int  # the deepest path, in splits

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
        nodes = max(int(t["num_leaves"]) - 1 for t in trees) or 1
        leaves = max(int(t["num_leaves"]) for t in trees)
        shape = (len(trees), nodes)
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
        return cls(
            feature=feature,
            threshold=threshold,
            default_left=(decision & _DEFAULT_LEFT) > 0,
            missing=(decision >> 2) & 3,
            left=left,
            right=right,
            leaf_value=leaf_value,
            depth=max(_depth(lefts, rights) for lefts, rights in zip(left, right, strict=True)),
        )

    def predict(self, matrix: np.ndarray) -> np.ndarray:
        """The model's raw score of every row: the sum of the leaf each tree sends it to."""
        rows = matrix.shape[0]
        trees = np.arange(self.feature.shape[0])[np.newaxis, :]
        node = np.zeros((rows, self.feature.shape[0]), dtype=np.int64)
        row = np.arange(rows)[:, np.newaxis]
        for _ in range(self.depth):
            inner = node >= 0
            if not inner.any():
                break
            at = np.where(inner, node, 0)
            x = matrix[row, self.feature[trees, at]]
            missing = self.missing[trees, at]
            is_missing = np.isnan(x) | ((missing == _MISSING_ZERO) & (np.abs(x) <= _ZERO))
            is_missing &= missing != 0
            go_left = np.where(is_missing, self.default_left[trees, at], x <= self.threshold[trees, at])
            following = np.where(go_left, self.left[trees, at], self.right[trees, at])
            node = np.where(inner, following, node)
        leaves = ~node
        return np.asarray(self.leaf_value[trees, leaves].sum(axis=1), dtype=np.float64)


def _depth(left: np.ndarray, right: np.ndarray) -> int:
    """The number of splits on a tree's longest path (0 for a one-leaf tree)."""
    deepest, todo = 0, [(0, 1)] if left[0] != -1 or right[0] != -1 else []
    while todo:
        node, depth = todo.pop()
        deepest = max(deepest, depth)
        todo += [(int(child), depth + 1) for child in (left[node], right[node]) if child >= 0]
    return deepest

"""Corpora created from uploaded files (the app's upload box): saved, registered, deletable."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from rag.core.config import Settings
from rag.core.errors import CorpusError
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus, register_corpus, slugify, unregister_corpus
from rag.ingest.loaders import SUPPORTED_SUFFIXES


def uploads_dir(settings: Settings) -> Path:
    """Where uploaded corpora are stored."""
    return settings.data_dir / "uploads"


def _safe_name(filename: str) -> str:
    stem, dot, suffix = Path(filename).name.rpartition(".")
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", stem or suffix)[:80] or "documento"
    return f"{stem}.{suffix.lower()}" if dot else stem


def save_upload(title: str, files: list[tuple[str, bytes]], settings: Settings) -> Corpus:
    """Save the files as a new corpus named after ``title``; rejects empty, too large or foreign files."""
    if not files:
        raise CorpusError("No se ha subido ningún archivo.")
    total = sum(len(data) for _, data in files)
    if total > settings.max_upload_mb * 1024 * 1024:
        raise CorpusError(
            f"Los archivos ocupan {total / 1e6:.1f} MB; el máximo es {settings.max_upload_mb} MB."
        )
    wrong = [name for name, _ in files if Path(name).suffix.lower() not in SUPPORTED_SUFFIXES]
    if wrong:
        raise CorpusError(f"Tipo de archivo no admitido: {', '.join(wrong)} (use HTML, MD, TXT o PDF).")
    name = f"subido-{slugify(title)}"
    folder = uploads_dir(settings) / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for filename, data in files:
        (folder / _safe_name(filename)).write_bytes(data)
    return register_corpus(folder, settings, name=name, title=title.strip() or name)


def is_upload(corpus: Corpus, settings: Settings) -> bool:
    """True for corpora created by an upload (only those can be deleted from the app)."""
    return corpus.path.resolve().is_relative_to(uploads_dir(settings).resolve())


def delete_upload(corpus: Corpus, settings: Settings, index: Index) -> None:
    """Remove an uploaded corpus: its collections, its registration and its files."""
    if not is_upload(corpus, settings):
        raise CorpusError(f"«{corpus.title}» no es un corpus subido: no se borra desde aquí.")
    index.delete_corpus(corpus.name)
    unregister_corpus(corpus.name, settings)
    shutil.rmtree(corpus.path, ignore_errors=True)

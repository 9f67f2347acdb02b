"""Corpora: the bundled ones under ``data/`` and any folder a user ingests, remembered by name."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from langchain_core.documents import Document

from rag.core.config import SHIPPED_DATA, Settings
from rag.core.errors import CorpusError, EmptyCorpus, LoadError
from rag.core.library import ambito_of
from rag.core.text import fold
from rag.ingest.loaders import SUPPORTED_SUFFIXES, load_file

BUNDLED = {
    "constitucion": ("Constitución Española", SHIPPED_DATA / "constitucion"),
    "leyes": (
        "Leyes consolidadas (transparencia, procedimiento, trabajadores, datos)",
        SHIPPED_DATA / "leyes",
    ),
    # every bundled norm in one collection: a question lands in whichever norm answers it
    "normas": ("Constitución y leyes consolidadas", SHIPPED_DATA / "constitucion"),
    # the citizen's library: the same five and 36 more state norms, by ámbito (rag.core.library)
    "biblioteca": ("Biblioteca del ciudadano: 41 normas estatales", SHIPPED_DATA / "constitucion"),
}
# Further folders of a corpus beyond its main one (the combined corpora read several bundled folders).
BUNDLED_ALSO = {
    "normas": (SHIPPED_DATA / "leyes",),
    "biblioteca": (SHIPPED_DATA / "leyes", SHIPPED_DATA / "biblioteca"),
}


# The example questions the app offers for each bundled corpus; calibration keeps them answered.
_CONSTITUTION_EXAMPLES = (
    "¿Puedo votar si vivo en el extranjero?",
    "¿Pueden votar los extranjeros en las elecciones municipales?",
    "¿Tengo derecho a hacer huelga?",
    "¿Qué dice el artículo 47?",
)
_LAW_EXAMPLES = (
    "¿Me pueden cambiar de ciudad de trabajo?",
    "¿Cuántos días de vacaciones me corresponden al año?",
    "¿Cuánto tiempo tiene la Administración para resolver mi solicitud?",
    "¿Qué dice el artículo 13 de la LOPDGDD?",
)
# the library's: everyday questions from several ámbitos, and a lookup by a law's usual name
_LIBRARY_EXAMPLES = (
    "¿Me pueden subir el alquiler?",
    "¿Cuántos días de vacaciones me corresponden al año?",
    "¿Tengo derecho a ver mi historia clínica?",
    "¿Qué dice el artículo 1902 del Código Civil?",
)
BUNDLED_EXAMPLES = {
    "constitucion": _CONSTITUTION_EXAMPLES,
    "leyes": _LAW_EXAMPLES,
    "biblioteca": _LIBRARY_EXAMPLES,
    "normas": (_CONSTITUTION_EXAMPLES[0], _LAW_EXAMPLES[0], _LAW_EXAMPLES[2], _CONSTITUTION_EXAMPLES[2]),
}


BUNDLED_PHRASES = {
    "constitucion": "la Constitución Española",
    "leyes": "las leyes consolidadas del corpus",
    "normas": "la Constitución y las leyes del corpus",
    "biblioteca": "las 41 normas de la biblioteca",
}


@dataclass(frozen=True)
class Corpus:
    """A named folder of documents."""

    name: str
    title: str
    path: Path
    bundled: bool = False
    also: tuple[Path, ...] = ()  # further folders read as part of the corpus

    @property
    def folders(self) -> tuple[Path, ...]:
        """Every folder of the corpus, the main one first."""
        return (self.path, *self.also)

    @property
    def examples(self) -> tuple[str, ...]:
        """Example questions offered for this corpus (bundled ones have their own)."""
        return BUNDLED_EXAMPLES.get(self.name, ()) if self.bundled else ()

    @property
    def in_text(self) -> str:
        """How sentences name the corpus: 'la Constitución Española', 'los documentos de «X»'."""
        return BUNDLED_PHRASES.get(self.name, f"los documentos de «{self.title}»")

    def entries(self) -> list[tuple[Path, Path]]:
        """(folder, file) of every supported file, recursively, folder by folder in a stable order."""
        return [
            (folder, path)
            for folder in self.folders
            for path in sorted(
                p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in SUPPORTED_SUFFIXES
            )
        ]

    def files(self) -> list[Path]:
        """Supported files in the corpus's folders, recursively, in a stable order."""
        return [path for _, path in self.entries()]

    def fingerprint(self) -> str:
        """Hash of every file's name and bytes: equal fingerprints mean an unchanged corpus."""
        digest = hashlib.sha256()
        for folder, path in self.entries():
            digest.update(str(path.relative_to(folder)).encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
        return digest.hexdigest()


@dataclass
class LoadedCorpus:
    """What loading a corpus produced: documents, and the files that could not be read (and why)."""

    corpus: Corpus
    documents: list[Document]
    problems: list[tuple[str, str]] = field(default_factory=list)
    files: int = 0


def slugify(name: str) -> str:
    """A name safe for collection names and the registry: lower-case ASCII, digits and dashes."""
    return re.sub(r"[^a-z0-9]+", "-", fold(name)).strip("-")[:40] or "corpus"


def _registry_path(settings: Settings) -> Path:
    return settings.data_dir / "corpora.json"


def _registered(settings: Settings) -> dict[str, dict[str, str]]:
    path = _registry_path(settings)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@contextlib.contextmanager
def _registry_update(settings: Settings) -> Iterator[dict[str, dict[str, str]]]:
    """The registry, to change in place and save; one process or thread at a time, so two
    ingests or uploads registering folders at once neither fail nor forget each other's."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    with open(settings.data_dir / "corpora.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        registry = _registered(settings)
        before = dict(registry)
        yield registry
        if registry == before:
            return
        path = _registry_path(settings)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(registry, ensure_ascii=False, indent=2), encoding="utf-8")
        tmp.replace(path)  # readers never see a half-written file


def bundled_corpus(name: str) -> Corpus:
    """Bundled corpus ``name`` (every folder it reads)."""
    title, path = BUNDLED[name]
    return Corpus(name, title, path, bundled=True, also=BUNDLED_ALSO.get(name, ()))


def list_corpora(settings: Settings) -> list[Corpus]:
    """The bundled corpora, then those registered by ``rag ingest --corpus PATH`` or the app."""
    corpora = [bundled_corpus(name) for name in BUNDLED]
    for name, entry in sorted(_registered(settings).items()):
        if name not in BUNDLED:
            corpora.append(Corpus(name, entry.get("title", name), Path(entry["path"])))
    return corpora


def resolve_corpus(name_or_path: str, settings: Settings) -> Corpus:
    """A corpus by name, or a folder path (registered under its folder name for later use)."""
    for corpus in list_corpora(settings):
        if corpus.name == name_or_path:
            if not all(folder.is_dir() for folder in corpus.folders):
                raise CorpusError(f"corpus '{corpus.name}': folder {corpus.path} no longer exists")
            return corpus
    path = Path(name_or_path).expanduser()
    if not path.exists():
        names = ", ".join(c.name for c in list_corpora(settings))
        raise CorpusError(f"unknown corpus '{name_or_path}': not a folder, nor one of: {names}")
    if not path.is_dir():
        raise CorpusError(f"{name_or_path} is not a folder: a corpus is a folder of documents")
    return register_corpus(path, settings)


def register_corpus(path: Path, settings: Settings, name: str = "", title: str = "") -> Corpus:
    """Remember a folder as a named corpus."""
    path = path.resolve()
    with _registry_update(settings) as registry:
        name = name or slugify(path.name)
        for existing, entry in registry.items():
            if Path(entry["path"]) == path:
                name = existing
        if name in BUNDLED:
            name = f"{name}-local"
        title = title or registry.get(name, {}).get("title", path.name)
        registry[name] = {"path": str(path), "title": title}
    return Corpus(name, title, path)


def unregister_corpus(name: str, settings: Settings) -> None:
    """Forget a registered corpus (its files stay where they are)."""
    with _registry_update(settings) as registry:
        registry.pop(name, None)


def load_corpus(corpus: Corpus) -> LoadedCorpus:
    """Read every supported file; unreadable ones are listed with the reason, never fatal alone."""
    result = LoadedCorpus(corpus, [])
    seen: set[str] = set()
    for folder, path in corpus.entries():
        result.files += 1
        try:
            documents = load_file(path, folder)
        except LoadError as error:
            result.problems.append((str(path.relative_to(folder)), str(error)))
            continue
        for document in documents:
            doc_id = base = document.metadata["doc_id"]
            while doc_id in seen:  # the same norm twice (e.g. as HTML and as Markdown)
                doc_id = f"{base}@{path.name}" if doc_id == base else f"{doc_id}+"
            seen.add(doc_id)
            document.metadata["doc_id"] = doc_id
            # the library's ámbito of the norm, else the first sub-folder it was read from
            parts = path.relative_to(folder).parts
            subfolder = parts[0] if len(parts) > 1 else ""
            document.metadata["ambito"] = ambito_of(str(document.metadata.get("norm_id", "")), subfolder)
            document.metadata["order"] = len(result.documents)
            result.documents.append(document)
    if not result.documents:
        detail = (
            "; ".join(f"{name}: {why}" for name, why in result.problems) or "no .html/.md/.txt/.pdf files"
        )
        raise EmptyCorpus(
            corpus.name, result.problems, f"corpus '{corpus.name}' has nothing readable ({detail})"
        )
    return result

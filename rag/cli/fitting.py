"""The ``rag`` commands that fit the shipped models on the dev sets: ``calibrate`` (a corpus's
refusal gate), ``train-ranker`` (query adapter, known questions, learned ranker) and
``train-quoter`` (what the offline answer quotes); figures on stdout, progress on stderr."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import TYPE_CHECKING

from rag.cli.parser import splitter_spec
from rag.cli.progress import shown_progress
from rag.core.config import Settings
from rag.evaluate.dataset import read_dataset
from rag.ingest.build import open_index
from rag.ingest.corpus import resolve_corpus
from rag.pipeline import Pipeline, open_pipeline
from splitters import SplitterSpec

if TYPE_CHECKING:
    from rag.evaluate.adapting import AdapterQuery, TrainedAdapter
    from rag.search.memory import QuestionMemory


def cmd_calibrate(args: argparse.Namespace, settings: Settings) -> int:
    from rag.evaluate.calibrating import (
        calibrate_corpus,
        held_out_adapters,
        held_out_authors,
        held_out_memories,
    )
    from rag.search.calibration import CALIBRATION_FILE

    sources = [(row, path.name) for path in args.dataset for row in read_dataset(path)]
    for path in args.answerable_from:
        sources += [(row, path.name) for row in read_dataset(path) if row.answerable]
    rows = [row for row, _ in sources]
    corpus = resolve_corpus(args.corpus, settings)
    turns = [
        (row, path.name)
        for path in args.dialogues
        for row in read_dataset(path)
        if row.history and row.corpus in ("", corpus.name)
    ]
    index = open_index(settings)
    with shown_progress() as progress:
        pipeline = open_pipeline(index, corpus, splitter_spec(args), progress)
    names = [path.name for path in args.dataset]
    names += [f"{path.name} (answerable)" for path in args.answerable_from]
    thresholds, measured = calibrate_corpus(
        pipeline,
        index.embedding,
        rows,
        names,
        CALIBRATION_FILE,
        settings,
        held_out_adapters(sources + turns),
        held_out_memories(sources + turns),
        held_out_authors(sources),
        [row for row, _ in turns],
    )
    bar = (
        thresholds.outside
        if thresholds.outside_model
        else "none (too few out-of-scope questions, or none refused)"
    )
    print(
        f"{corpus.name} · {index.embedding}: similarity {thresholds.similarity}, coverage "
        f"{thresholds.coverage} below similarity {thresholds.coverage_similarity}, first precept's "
        f"confidence {thresholds.confidence} (naming a territory {thresholds.territory_confidence}, "
        f"this year's figures {thresholds.current_confidence}, another country "
        f"{thresholds.foreign_confidence}, advice {thresholds.advice_confidence}), out-of-scope model's bar "
        f"{bar} → out of scope refused "
        f"{measured['refusal_accuracy']:.3f}, answerable answered {measured['answered_rate']:.3f} "
        f"(of {sum(row.answerable for row in rows)} answerable and "
        f"{sum(not row.answerable for row in rows)} out-of-scope questions; {CALIBRATION_FILE})"
    )
    if "cv_rules_refusal_accuracy" in measured:
        learned = (
            f"; the learned gate {measured['cv_model_refusal_accuracy']:.3f} at "
            f"{measured['cv_model_answered_rate']:.3f}"
            if "cv_model_refusal_accuracy" in measured
            else ""
        )
        gate = "the learned one (above: in-sample)" if measured["gate"] == "model" else "the thresholds"
        print(
            f"cross-validated: the thresholds refuse {measured['cv_rules_refusal_accuracy']:.3f} out of "
            f"scope at {measured['cv_rules_answered_rate']:.3f} answered{learned} → the gate is {gate}"
        )
    if "continuing_answered_rate" in measured:
        print(
            f"turns that continue the topic ({measured['continuing_answerable']} answerable, "
            f"{measured['continuing_out_of_scope']} out of scope in the dialogues): the learned gate "
            f"would answer {measured['continuing_answered_rate']:.3f} and refuse "
            f"{measured['continuing_refused']} → "
            + ("it judges them" if thresholds.judges_continuing else "they are answered")
        )
    return 0


def _training_pipelines(settings: Settings) -> dict[str, Pipeline]:
    """The corpora the dev sets are asked in (``TRAINING_SETS``), opened with the default splitter."""
    from rag.evaluate.examples import TRAINING_SETS

    index = open_index(settings)
    default = SplitterSpec.parse(str(Settings.model_fields["splitter"].default))
    with shown_progress() as progress:
        return {
            name: open_pipeline(index, resolve_corpus(name, settings), default, progress)
            for name in sorted({corpus for corpus, _, _ in TRAINING_SETS})
        }


def cmd_train_ranker(args: argparse.Namespace, settings: Settings) -> int:
    from rag.evaluate.adapting import adapter_queries
    from rag.evaluate.examples import collect, data_hash, ranker_files
    from rag.evaluate.training import train
    from rag.search.learned import RANKER_DIR

    started = time.perf_counter()
    folder = args.out or RANKER_DIR
    pipelines = _training_pipelines(settings)
    with shown_progress(job="Preguntas de desarrollo", unit="pasos") as progress:
        queries = adapter_queries(pipelines["biblioteca"], settings, progress=progress)
    if args.no_adapter:
        _drop_adapter(pipelines, folder)
        trained = None
    else:
        trained = _train_adapter(pipelines, queries, folder)
    memory = None if args.no_memory else _remember(pipelines["biblioteca"], queries, folder)
    if memory is None:
        _forget(folder)
    with shown_progress(job="Ejemplos de entrenamiento", unit="pasos") as progress:
        examples = collect(pipelines, settings, progress=progress, adapters=trained, memory=memory)
    report = train(examples, data_hash(ranker_files(folder)), folder)
    print(
        f"{report.questions} dev questions and {report.free_pairs} epígrafes "
        f"(right precept among the candidates: {report.recall['all']:.3f})"
    )
    print("first precept right, cross-validated by question:")
    print(f"  {'hybrid (no re-ranking)':<55} {report.hybrid['all']:.3f}")
    for label, figures in report.families.items():
        mark = "  ← chosen" if label == report.chosen else ""
        print(f"  {label:<55} {figures['all']:.3f}{mark}")
    print(
        f"chosen: {report.chosen}; with the follow-up promotion {report.promotion['with']:.3f} "
        f"(without {report.promotion['without']:.3f}); calibration error {report.calibration_error:.3f}; "
        f"two precepts quoted under a margin of {report.margin} "
        f"({report.margin_figures.get('quoted_both', 0):.0%} of questions)"
    )
    print(f"{folder}: written in {time.perf_counter() - started:.0f} s")
    return 0


def cmd_train_quoter(args: argparse.Namespace, settings: Settings) -> int:
    from rag.answer.quoter import QUOTER_DIR
    from rag.evaluate.quoting import ask_dev_sets, quoter_hash, train
    from rag.search.memory import shipped_memory

    started = time.perf_counter()
    folder = args.out or QUOTER_DIR
    pipelines = _training_pipelines(settings)
    with shown_progress(job="Preguntas de desarrollo", unit="pasos") as progress:
        asked = ask_dev_sets(pipelines, settings, progress=progress, memory=shipped_memory())
    reports = train(asked, quoter_hash(), folder)
    print(f"{len(asked)} dev questions (once per corpus they are asked in) whose first precept is right")
    titles = {
        "apartados": "the apartado quoted first prints every fact asked",
        "sentences": "the sentences quoted of a long apartado print a fact asked",
    }
    for choice, report in reports.items():
        print(f"{titles[choice]} ({report.examples} questions), cross-validated by question:")
        print(f"  {'always the first':<40} {report.first_piece:.3f}")
        print(f"  {'chosen by the words (without model)':<40} {report.by_words:.3f}")
        print(f"  {'learned':<40} {report.learned:.3f}")
        for corpus, figures in report.per_corpus.items():
            print(
                f"    {corpus:<38} {figures['by_words']:.3f} → {figures['learned']:.3f} "
                f"({figures['examples']:.0f} questions)"
            )
        if choice == "apartados":
            print(
                f"  with a second apartado ranked close: {report.with_second:.3f} "
                f"(a second quoted for {report.second_share:.0%} of questions)"
            )
        if choice == "sentences":
            print(
                f"  characters quoted on average: {report.chars_by_words:.0f} by the words, "
                f"{report.chars_learned:.0f} learned"
            )
    print(f"{folder}: written in {time.perf_counter() - started:.0f} s")
    return 0


def _drop_adapter(pipelines: dict[str, Pipeline], folder: Path) -> None:
    """``rag train-ranker --no-adapter``: no adapter in ``folder`` and none read while training."""
    from rag.evaluate.adapting import FOLDS_FILE
    from rag.search.adapter import MATRIX_FILE, META_FILE

    for name in (MATRIX_FILE, META_FILE, FOLDS_FILE):
        (folder / name).unlink(missing_ok=True)
    for pipeline in pipelines.values():
        pipeline.search.use_adapter(None)


def _remember(library: Pipeline, queries: list[AdapterQuery], folder: Path) -> QuestionMemory:
    """``rag train-ranker``'s known questions: the dev questions of ``queries``, written in ``folder``
    and recalled by every pipeline's search from now on."""
    from rag.evaluate.examples import data_hash, training_files
    from rag.evaluate.remembering import build_memory

    search = library.search
    embedding = str(getattr(search.embeddings, "name", ""))
    memory = build_memory(queries, search.table.doc_ids, embedding, data_hash(training_files()))
    memory.save(folder)
    authors = sorted(set(memory.meta["authors"].values()))
    count = len(memory.questions)
    print(f"known questions: {count} dev questions by {len(authors)} authors ({', '.join(authors)})")
    return memory


def _forget(folder: Path) -> None:
    """``rag train-ranker --no-memory``: no known questions in ``folder``."""
    from rag.search.memory import META_FILE, VECTORS_FILE
    from rag.search.router import META_FILE as ROUTER_META
    from rag.search.router import WEIGHTS_FILE

    for name in (VECTORS_FILE, META_FILE, WEIGHTS_FILE, ROUTER_META):
        (folder / name).unlink(missing_ok=True)


def _train_adapter(
    pipelines: dict[str, Pipeline], queries: list[AdapterQuery], folder: Path
) -> TrainedAdapter:
    """``rag train-ranker``'s first step: the query adapter, fitted on ``queries`` and written in
    ``folder`` with its folds, its cross-validated figures printed."""
    from rag.evaluate.adapting import train_adapter
    from rag.evaluate.examples import data_hash, training_files

    library = pipelines["biblioteca"].search
    trained = train_adapter(
        queries,
        library.table.vectors,
        library.table.leaf_doc,
        str(getattr(library.embeddings, "name", "")),
        data_hash(training_files()),
    )
    trained.adapter.save(folder)
    trained.save_folds(folder)
    adapted = trained.report
    print(
        f"query adapter: {adapted.questions} dev questions and {adapted.epigraphs} epígrafes; "
        "the dense ranking's right precept, cross-validated (first / within 30):"
    )
    for name, before in adapted.before.items():
        after = adapted.after[name]
        print(
            f"  {name:<34} {before['first']:.3f} → {after['first']:.3f}   "
            f"{before['top30']:.3f} → {after['top30']:.3f}   ({before['questions']:.0f})"
        )
    return trained

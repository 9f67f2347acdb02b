"""What each ``rag`` command does, given its parsed arguments and the settings: one function per
command (``COMMANDS``), machine-readable output on stdout, progress and messages on stderr."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from rag.answer.methods import OFFLINE_METHOD, get_method
from rag.cli.progress import shown_progress
from rag.core.config import Settings, describe_settings
from rag.core.errors import LLMError
from rag.core.records import Chunk
from rag.core.results import Turn
from rag.evaluate.dataset import read_dataset
from rag.evaluate.report import markdown_table, write_report
from rag.evaluate.runner import GridPlan, run_grid
from rag.ingest.build import open_index
from rag.ingest.corpus import list_corpora, load_corpus, resolve_corpus
from rag.pipeline import Pipeline, build_chain_from_settings, ingest, open_pipeline
from rag.search.learned import FALLBACK_NOTE
from rag.search.rankers import get_ranker
from splitters import SplitterSpec, available

if TYPE_CHECKING:
    from rag.evaluate.adapting import AdapterQuery, TrainedAdapter
    from rag.search.memory import QuestionMemory


def _spec(args: argparse.Namespace) -> SplitterSpec:
    return SplitterSpec.parse(args.splitter, args.chunk_size, args.chunk_overlap, args.length_unit)


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    corpus = resolve_corpus(args.corpus, settings)
    spec = _spec(args)
    index = open_index(settings)
    with shown_progress() as progress:
        report = ingest(index, corpus, spec, progress=progress, force=args.force)
    for name, why in report.problems:
        print(f"skipped {name}: {why}", file=sys.stderr)
    if args.format == "json":
        print(json.dumps(report.__dict__, ensure_ascii=False))
        return 0
    if report.unchanged:
        what = "unchanged, nothing to embed"
    else:
        what = f"{report.embedded} embedded, {report.reused} reused"
        if report.shipped:
            what += f", {report.shipped} from shipped vectors"
    units = f" + {report.units} sentences and epígrafes" if report.units else ""
    print(
        f"{report.corpus} · {report.splitter} · {report.embedding}: {report.chunks} chunks{units} "
        f"({what}) in {report.seconds:.1f} s → collection {report.collection}"
    )
    return 0


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    if args.k < 1:
        raise ValueError("--k must be at least 1")
    with shown_progress() as progress:
        chain = build_chain_from_settings(
            settings, args.corpus, _spec(args), args.retriever, args.k, progress=progress
        )
    history = [Turn(question) for question in args.history]
    answer = chain.ask(args.question, history=history, method=args.method, k=args.k)
    if args.format == "json":
        print(json.dumps(answer.as_dict(), ensure_ascii=False))
        return 0
    if answer.understood_as:
        print(f"(Entendido como: {answer.understood_as})\n")
    print(answer.answer)
    if answer.notice:
        print(f"\n({answer.notice})")
    if answer.citations:
        print("\nFuentes:")
        for citation in answer.citations:
            print(f"  [{citation.n}] {citation.label}" + (f" — {citation.url}" if citation.url else ""))
    print("\nContexto recuperado:")
    for context in answer.contexts:
        flag = " (referenciado)" if context.referenced else ""
        where = context.chunk.where
        print(f"  [{context.n}] {context.label}{flag} · puntuación {context.score:.3f} · {where}")
    return 0


def _csv(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    rows = read_dataset(args.dataset)
    ks = [int(k) for k in _csv(args.k)]
    if not ks or min(ks) < 1:
        raise ValueError("--k needs whole numbers ≥ 1, e.g. 1,2,5,10")
    retrievers = _csv(args.retriever)
    for name in retrievers:
        get_ranker(name)  # an unknown name fails here, listing the valid ones
    plan = GridPlan.build(_csv(args.splitter), retrievers, ks, args.preset or "")
    answer_llm = None
    if args.judge or (args.method and get_method(args.method).needs_model):
        from rag.answer.llm import build_chat_model

        answer_llm = build_chat_model(settings)
        if answer_llm is None:  # fail before the (long) retrieval grid
            needs = "--judge" if args.judge else f"--method {args.method}"
            raise LLMError(
                f"{needs} necesita un modelo de lenguaje: configure OPENAI_API_KEY (o AZURE_OPENAI_*)."
            )
        if not args.method:
            answer_llm = None  # the judge alone: answer metrics stay offline, as without --judge
    corpus = resolve_corpus(args.corpus, settings)
    index = open_index(settings)
    with shown_progress(job="Evaluación", unit="preguntas") as progress:
        method = args.method or OFFLINE_METHOD
        measured = run_grid(index, corpus, rows, plan, settings, progress, method, answer_llm)
        runs = [run.as_dict() for run in measured]
    notes = []
    unknown = sorted({i for run in runs for i in run.pop("unknown_ids", [])})
    if unknown:
        notes.append(
            f"Precept ids in the dataset that the corpus does not have (rows not counted): {unknown}"
        )
        print(f"warning: {notes[-1]}", file=sys.stderr)
    for splitter, retriever, used in sorted(
        {(run["splitter"], run["retriever"], run["ranked_as"]) for run in runs if run.get("ranked_as")}
    ):
        notes.append(f"{retriever} with {splitter} ranks as {used}: {FALLBACK_NOTE}")
        print(f"warning: {notes[-1]}", file=sys.stderr)
    if args.judge:
        from rag.evaluate.judging import judge_runs

        with shown_progress() as progress:
            judge_runs(runs, rows, plan, index, corpus, settings, progress, args.method or "rag")
    if args.method:
        notes.append(f"Answers (first citation, facts, refusals) by the method «{args.method}».")
    out = args.out or settings.data_dir / "eval" / time.strftime("%Y%m%d-%H%M%S")
    default = (settings.splitter, settings.retriever)
    report = write_report(runs, out, str(args.dataset), corpus.title, default, notes)
    print(f"report: {report}", file=sys.stderr)
    if args.format == "json":
        extra = {"method": args.method} if args.method else {}
        print(json.dumps({"runs": runs, "out": str(out), **extra}, ensure_ascii=False))
    else:
        print(markdown_table(runs))
    return 0


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
        pipeline = open_pipeline(index, corpus, _spec(args), progress)
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

    started = time.perf_counter()
    folder = args.out or QUOTER_DIR
    pipelines = _training_pipelines(settings)
    with shown_progress(job="Preguntas de desarrollo", unit="pasos") as progress:
        asked = ask_dev_sets(pipelines, settings, progress=progress)
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

    for name in (VECTORS_FILE, META_FILE):
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


def cmd_vectors(args: argparse.Namespace, settings: Settings) -> int:
    from rag.ingest.build import ship_vectors

    index = open_index(settings)
    bundled = [corpus for corpus in list_corpora(settings) if corpus.bundled]
    started = time.perf_counter()
    default = SplitterSpec.parse(str(Settings.model_fields["splitter"].default))
    with shown_progress() as progress:
        path, kept, embedded = ship_vectors(index, bundled, default, progress=progress)
    names = ", ".join(c.name for c in bundled)
    seconds = time.perf_counter() - started
    print(
        f"{path}: {kept + embedded} vectors of {index.embedding} for {names} "
        f"({kept} kept, {embedded} embedded) in {seconds:.1f} s"
    )
    return 0


def cmd_generate(args: argparse.Namespace, settings: Settings) -> int:
    from rag.answer.llm import BATCH_RETRIES, build_chat_model
    from rag.evaluate.synthetic import generate_questions, write_dataset

    if args.n < 1:
        raise ValueError("--n must be at least 1")
    llm = build_chat_model(settings, retries=BATCH_RETRIES)
    if llm is None:
        raise LLMError("generate-questions necesita un modelo de lenguaje: configure OPENAI_API_KEY.")
    corpus = resolve_corpus(args.corpus, settings)
    index = open_index(settings)
    spec = SplitterSpec.parse("articulos")
    with shown_progress() as progress:
        ingest(index, corpus, spec, progress=progress)
    with shown_progress(job="Preguntas sintéticas", unit="fragmentos") as progress:
        rows = generate_questions(llm, index.chunks(corpus, spec), args.n, seed=args.seed, progress=progress)
    write_dataset(rows, args.out)
    for chunk_id, why in rows.failed_chunks:
        print(f"skipped {chunk_id}: {why}", file=sys.stderr)
    print(f"{len(rows)} questions written to {args.out} ({rows.failed} chunks failed)")
    return 0


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from rag.evaluate.bench import run_bench
    from rag.evaluate.bench_table import format_table

    if args.scale < 1:
        raise ValueError("--scale must be at least 1")
    with shown_progress(job="Medición", unit="pasos") as progress:
        result = run_bench(
            settings, corpus_name=args.corpus, scale=args.scale, progress=progress, app=args.app
        )
    print(json.dumps(result, ensure_ascii=False) if args.format == "json" else format_table(result))
    return 0


def cmd_chunks(args: argparse.Namespace, settings: Settings) -> int:
    corpus = resolve_corpus(args.corpus, settings)
    loaded = load_corpus(corpus)
    for name, why in loaded.problems:
        print(f"skipped {name}: {why}", file=sys.stderr)
    chunks = _spec(args).build().transform_documents(loaded.documents)
    for document in chunks:
        chunk = Chunk.from_document(document)
        if args.format == "jsonl":
            record = {"id": chunk.chunk_id, "text": chunk.text, "metadata": document.metadata}
            print(json.dumps(record, ensure_ascii=False))
        else:
            print(f"[{chunk.chunk_id}] {chunk.display_label} ({chunk.kind}, {len(chunk.text)} chars)")
    print(f"{len(chunks)} chunks", file=sys.stderr)
    return 0


def cmd_corpora(args: argparse.Namespace, settings: Settings) -> int:
    corpora = list_corpora(settings)
    if args.format == "json":
        rows = [
            {
                "name": c.name,
                "title": c.title,
                "path": str(c.path),
                "bundled": c.bundled,
                "folders": [str(folder) for folder in c.folders],
            }
            for c in corpora
        ]
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    for corpus in corpora:
        kind = "bundled" if corpus.bundled else "registered"
        folders = " + ".join(str(folder) for folder in corpus.folders)
        print(f"{corpus.name:<16} {corpus.title} ({kind}: {folders})")
    return 0


def cmd_splitters(args: argparse.Namespace, settings: Settings) -> int:
    infos = available()
    if args.format == "json":
        print(json.dumps([{"name": i.name, "description": i.description, "sized": i.sized} for i in infos]))
        return 0
    for info in infos:
        options = " [--chunk-size N --chunk-overlap N --length-unit chars|tokens]" if info.sized else ""
        print(f"{info.name:<12} {info.description}{options}")
    return 0


def cmd_config(args: argparse.Namespace, settings: Settings) -> int:
    rows = describe_settings()
    if args.format == "markdown":
        print("| variable | default | meaning |\n|---|---|---|")
        for name, default, meaning in rows:
            print(f"| `{name}` | `{default}` | {meaning} |" if default else f"| `{name}` | | {meaning} |")
        return 0
    for name, default, meaning in rows:
        print(f"{name}={default}  # {meaning}")
    return 0


COMMANDS = {
    "bench": cmd_bench,
    "generate-questions": cmd_generate,
    "eval": cmd_eval,
    "calibrate": cmd_calibrate,
    "vectors": cmd_vectors,
    "train-ranker": cmd_train_ranker,
    "train-quoter": cmd_train_quoter,
    "ask": cmd_ask,
    "ingest": cmd_ingest,
    "chunks": cmd_chunks,
    "corpora": cmd_corpora,
    "splitters": cmd_splitters,
    "config": cmd_config,
}

"""What each ``rag`` command does, given its parsed arguments and the settings: one function per
command (``COMMANDS``), machine-readable output on stdout, progress and messages on stderr."""

from __future__ import annotations

import argparse
import json
import sys
import time

from rag.answer.methods import OFFLINE_METHOD, get_method
from rag.cli.fitting import cmd_calibrate, cmd_train_quoter, cmd_train_ranker
from rag.cli.parser import splitter_spec
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
from rag.pipeline import build_chain_from_settings, ingest
from rag.search.learned import FALLBACK_NOTE
from rag.search.rankers import get_ranker
from splitters import SplitterSpec, available


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    corpus = resolve_corpus(args.corpus, settings)
    spec = splitter_spec(args)
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
            settings, args.corpus, splitter_spec(args), args.retriever, args.k, progress=progress
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
    chunks = splitter_spec(args).build().transform_documents(loaded.documents)
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

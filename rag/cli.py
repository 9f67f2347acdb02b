"""The ``rag`` command: ingest corpora, list chunks, corpora and splitters.

Machine-readable output goes to stdout alone; progress and messages go to stderr. Errors a user
can cause print one line and exit non-zero, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rag.answer.methods import method_names
from rag.core.config import SHIPPED_DATA, Settings, describe_settings
from rag.core.errors import USER_ERRORS, ConfigError, LLMError
from rag.core.records import Chunk, Turn
from rag.evaluate.dataset import read_dataset
from rag.evaluate.report import markdown_table, write_report
from rag.evaluate.runner import GridPlan, run_grid
from rag.ingest.build import open_index
from rag.ingest.corpus import list_corpora, load_corpus, resolve_corpus
from rag.ingest.store import Progress
from rag.pipeline import build_chain_from_settings, open_pipeline
from rag.search.rankers import get_ranker, ranker_names
from splitters import SplitterSpec, available


def _add_corpus_options(parser: argparse.ArgumentParser, settings: Settings) -> None:
    parser.add_argument(
        "--corpus", default=settings.corpus, help="corpus name or folder (default: %(default)s)"
    )
    parser.add_argument("--splitter", default=settings.splitter, help="splitter name, or NAME:SIZE:OVERLAP")
    parser.add_argument(
        "--chunk-size", type=int, default=settings.chunk_size, help="size for sized splitters"
    )
    parser.add_argument(
        "--chunk-overlap", type=int, default=settings.chunk_overlap, help="overlap for sized splitters"
    )
    parser.add_argument(
        "--length-unit",
        choices=("chars", "tokens"),
        default=settings.length_unit,
        help="unit of size and overlap",
    )


def build_parser(settings: Settings) -> argparse.ArgumentParser:
    """The argument parser, defaults taken from the settings."""
    parser = argparse.ArgumentParser(
        prog="rag", description="Citizen Q&A over legal texts, with exact citations."
    )
    parser.add_argument("--debug", action="store_true", help="show tracebacks of unexpected errors")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    ingest = commands.add_parser("ingest", help="index a corpus with a splitter (idempotent)")
    _add_corpus_options(ingest, settings)
    ingest.add_argument("--force", action="store_true", help="re-embed everything, even if unchanged")
    ingest.add_argument("--format", choices=("text", "json"), default="text")

    chunks = commands.add_parser("chunks", help="print the chunks a splitter makes of a corpus")
    _add_corpus_options(chunks, settings)
    chunks.add_argument("--format", choices=("jsonl", "text"), default="text")

    ask = commands.add_parser("ask", help="answer a question with citations")
    ask.add_argument("question", help="the question, in Spanish")
    _add_corpus_options(ask, settings)
    ask.add_argument("--retriever", choices=ranker_names(), default=settings.retriever)
    ask.add_argument("--k", type=int, default=settings.k, help="distinct precepts to retrieve")
    ask.add_argument("--method", choices=method_names(), default="rag")
    ask.add_argument("--history", action="append", default=[], help="an earlier question (repeatable)")
    ask.add_argument("--format", choices=("text", "json"), default="text")

    evaluate = commands.add_parser("eval", help="measure splitters × retrievers × k on a dataset")
    evaluate.add_argument("--dataset", type=Path, default=SHIPPED_DATA / "eval" / "dev.jsonl")
    evaluate.add_argument("--corpus", default=settings.corpus)
    evaluate.add_argument(
        "--splitter", default=settings.splitter, help="comma-separated specs, e.g. articulos,recursivo:400:40"
    )
    evaluate.add_argument(
        "--retriever", default=settings.retriever, help="comma-separated: hybrid,dense,bm25"
    )
    evaluate.add_argument("--k", default="1,2,5,10", help="comma-separated cut-offs")
    evaluate.add_argument("--preset", choices=("tesis",), help="add the published thesis grid (dense, k=2)")
    evaluate.add_argument("--judge", action="store_true", help="also judge answers with the configured LLM")
    evaluate.add_argument("--out", type=Path, help="output folder (default: <data dir>/eval/<time>)")
    evaluate.add_argument("--format", choices=("table", "json"), default="table")

    calibrate = commands.add_parser(
        "calibrate", help="choose a corpus's refusal thresholds on its dev set (data/calibration/)"
    )
    _add_corpus_options(calibrate, settings)
    calibrate.add_argument("--dataset", type=Path, action="append", required=True, help="repeatable")
    commands.add_parser(
        "vectors",
        help="regenerate the bundled corpora's shipped vectors (data/vectors/) for the default model",
    )
    generate = commands.add_parser("generate-questions", help="synthetic Q&A pairs from sampled chunks (LLM)")
    generate.add_argument("--corpus", default=settings.corpus)
    generate.add_argument("--n", type=int, default=100, help="how many chunks to sample")
    generate.add_argument("--seed", type=int, default=0)
    generate.add_argument("--out", type=Path, required=True, help="JSONL file to write")

    bench = commands.add_parser("bench", help="measure ingest, retrieval and answer speed on this machine")
    bench.add_argument("--corpus", default="constitucion")
    bench.add_argument("--scale", type=int, default=10, help="also measure a corpus N times larger")
    bench.add_argument("--format", choices=("table", "json"), default="table")

    corpora = commands.add_parser("corpora", help="list the corpora")
    corpora.add_argument("--format", choices=("text", "json"), default="text")
    splitters = commands.add_parser("splitters", help="list the splitters")
    splitters.add_argument("--format", choices=("text", "json"), default="text")
    config = commands.add_parser("config", help="list the settings (environment variables)")
    config.add_argument("--format", choices=("text", "markdown"), default="text")
    return parser


def _spec(args: argparse.Namespace) -> SplitterSpec:
    return SplitterSpec.parse(args.splitter, args.chunk_size, args.chunk_overlap, args.length_unit)


def _progress_bar() -> tuple[Progress, Callable[[], None]]:
    """A tqdm bar on stderr driven by the index's progress callback."""
    from tqdm import tqdm

    bar: dict[str, Any] = {}

    def progress(done: int, total: int, message: str) -> None:
        key = message.split(" (")[0]
        if bar.get("key") != key:
            if "bar" in bar:
                bar["bar"].close()
            bar["bar"] = tqdm(total=total, desc=key, file=sys.stderr, unit="", leave=False, mininterval=1.0)
            bar["key"] = key
        bar["bar"].total = total
        bar["bar"].n = done
        bar["bar"].refresh()

    def close() -> None:
        if "bar" in bar:
            bar["bar"].close()

    return progress, close


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    corpus = resolve_corpus(args.corpus, settings)
    spec = _spec(args)
    index = open_index(settings)
    progress, close = _progress_bar()
    try:
        report = index.ingest(corpus, spec, progress=progress, force=args.force)
    finally:
        close()
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
    print(
        f"{report.corpus} · {report.splitter} · {report.embedding}: {report.chunks} chunks "
        f"({what}) in {report.seconds:.1f} s → collection {report.collection}"
    )
    return 0


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    if args.k < 1:
        raise ValueError("--k must be at least 1")
    progress, close = _progress_bar()
    try:
        chain = build_chain_from_settings(
            settings, args.corpus, _spec(args), args.retriever, args.k, progress=progress
        )
    finally:
        close()
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
    if args.judge:
        from rag.answer.llm import build_chat_model

        if build_chat_model(settings) is None:  # fail before the (long) retrieval grid
            raise LLMError(
                "--judge necesita un modelo de lenguaje: configure OPENAI_API_KEY (o AZURE_OPENAI_*)."
            )
    corpus = resolve_corpus(args.corpus, settings)
    index = open_index(settings)
    from tqdm import tqdm

    bar = tqdm(total=len(plan.pairs) * len(rows), file=sys.stderr, unit="preg", mininterval=1.0)

    def progress(done: int, total: int, message: str) -> None:
        bar.n = done
        bar.set_description(message[:60], refresh=False)
        bar.refresh()

    try:
        runs = [run.as_dict() for run in run_grid(index, corpus, rows, plan, settings, progress)]
    finally:
        bar.close()
    notes = []
    unknown = sorted({i for run in runs for i in run.pop("unknown_ids", [])})
    if unknown:
        notes.append(
            f"Precept ids in the dataset that the corpus does not have (rows not counted): {unknown}"
        )
        print(f"warning: {notes[-1]}", file=sys.stderr)
    if args.judge:
        from rag.evaluate.judging import judge_runs

        judge_runs(runs, rows, plan, index, corpus, settings)
    out = args.out or settings.data_dir / "eval" / time.strftime("%Y%m%d-%H%M%S")
    default = (settings.splitter, settings.retriever)
    report = write_report(runs, out, str(args.dataset), corpus.title, default, notes)
    print(f"report: {report}", file=sys.stderr)
    if args.format == "json":
        print(json.dumps({"runs": runs, "out": str(out)}, ensure_ascii=False))
    else:
        print(markdown_table(runs))
    return 0


def cmd_calibrate(args: argparse.Namespace, settings: Settings) -> int:
    from rag.evaluate.calibrating import calibrate_corpus
    from rag.search.calibration import CALIBRATION_FILE

    rows = [row for path in args.dataset for row in read_dataset(path)]
    corpus = resolve_corpus(args.corpus, settings)
    index = open_index(settings)
    pipeline = open_pipeline(index, corpus, _spec(args))
    names = [path.name for path in args.dataset]
    thresholds, measured = calibrate_corpus(pipeline, index.embedding, rows, names, CALIBRATION_FILE)
    print(
        f"{corpus.name} · {index.embedding}: similarity {thresholds.similarity}, coverage "
        f"{thresholds.coverage} below similarity {thresholds.coverage_similarity} → out of scope refused "
        f"{measured['refusal_accuracy']:.3f}, answerable answered {measured['answered_rate']:.3f} "
        f"({CALIBRATION_FILE})"
    )
    return 0


def cmd_vectors(args: argparse.Namespace, settings: Settings) -> int:
    from rag.ingest.build import ship_vectors

    index = open_index(settings)
    bundled = [corpus for corpus in list_corpora(settings) if corpus.bundled]
    started = time.perf_counter()
    default = SplitterSpec.parse(str(Settings.model_fields["splitter"].default))
    progress, close = _progress_bar()
    try:
        path, kept, embedded = ship_vectors(index, bundled, default, progress=progress)
    finally:
        close()
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
    index.ingest(corpus, spec)
    progress, close = _progress_bar()
    try:
        rows = generate_questions(llm, index.chunks(corpus, spec), args.n, seed=args.seed, progress=progress)
    finally:
        close()
    write_dataset(rows, args.out)
    for chunk_id, why in rows.failed_chunks:
        print(f"skipped {chunk_id}: {why}", file=sys.stderr)
    print(f"{len(rows)} questions written to {args.out} ({rows.failed} chunks failed)")
    return 0


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from rag.evaluate.bench import format_table, run_bench

    if args.scale < 1:
        raise ValueError("--scale must be at least 1")
    progress, close = _progress_bar()
    try:
        result = run_bench(settings, corpus_name=args.corpus, scale=args.scale, progress=progress)
    finally:
        close()
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
    "ask": cmd_ask,
    "ingest": cmd_ingest,
    "chunks": cmd_chunks,
    "corpora": cmd_corpora,
    "splitters": cmd_splitters,
    "config": cmd_config,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rag`` console script."""
    logging.getLogger("langchain_text_splitters").setLevel(logging.ERROR)  # "chunk longer than…" is expected
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 2
    args = build_parser(settings).parse_args(argv)
    try:
        return COMMANDS[args.command](args, settings)
    except LLMError as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 3
    except USER_ERRORS as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("rag: interrupted; the previous index is untouched", file=sys.stderr)
        return 130
    except Exception as error:
        if args.debug:
            raise
        print(f"rag: unexpected error: {type(error).__name__}: {error} (run with --debug)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

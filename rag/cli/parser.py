"""The ``rag`` command's grammar: every subcommand and option, defaults taken from the settings."""

from __future__ import annotations

import argparse
from pathlib import Path

from rag.answer.methods import method_names
from rag.core.config import SHIPPED_DATA, Settings
from rag.search.rankers import ranker_names
from splitters import SplitterSpec


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
    evaluate.add_argument(
        "--method",
        choices=method_names(),
        help="answer method measured (first citation, facts, refusals) and judged; one that needs a "
        "model uses the configured one (default: extractive answers offline, judged answers by rag)",
    )
    evaluate.add_argument("--out", type=Path, help="output folder (default: <data dir>/eval/<time>)")
    evaluate.add_argument("--format", choices=("table", "json"), default="table")

    calibrate = commands.add_parser(
        "calibrate", help="choose a corpus's refusal thresholds on its dev set (data/calibration/)"
    )
    _add_corpus_options(calibrate, settings)
    calibrate.add_argument("--dataset", type=Path, action="append", required=True, help="repeatable")
    calibrate.add_argument(
        "--answerable-from",
        type=Path,
        action="append",
        default=[],
        help="repeatable: a dev set of norms this corpus also holds, whose answerable questions count too "
        "(its out-of-scope ones were written for another corpus and are left out)",
    )
    calibrate.add_argument(
        "--dialogues",
        type=Path,
        action="append",
        default=[],
        help="repeatable: a dev dialogue set whose turns that continue the conversation's topic (this "
        "corpus's) decide whether the learned gate judges such turns too",
    )
    train_ranker = commands.add_parser(
        "train-ranker",
        help="train the learned ranker on the bundled dev sets (cross-validated; writes data/ranker/)",
    )
    train_ranker.add_argument("--out", type=Path, help="folder to write the model to (default: data/ranker/)")
    train_ranker.add_argument(
        "--no-adapter",
        action="store_true",
        help="train without the query adapter (a matrix applied to every question's embedding, fitted "
        "first by default) and remove it from the folder: questions are then read as they come",
    )
    train_ranker.add_argument(
        "--no-memory",
        action="store_true",
        help="train without the known questions (the dev questions the ranker recalls when a new one "
        "resembles them, kept by default) and remove them from the folder",
    )
    train_quoter = commands.add_parser(
        "train-quoter",
        help="train the choice of the apartado an offline answer quotes, on the bundled dev sets' facts "
        "(cross-validated; writes data/quoter/; run after train-ranker)",
    )
    train_quoter.add_argument("--out", type=Path, help="folder to write the model to (default: data/quoter/)")
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
    bench.add_argument(
        "--no-app",
        dest="app",
        action="store_false",
        help="do not start the app in a browser (open_s, the app's memory)",
    )
    bench.add_argument("--format", choices=("table", "json"), default="table")

    corpora = commands.add_parser("corpora", help="list the corpora")
    corpora.add_argument("--format", choices=("text", "json"), default="text")
    splitters = commands.add_parser("splitters", help="list the splitters")
    splitters.add_argument("--format", choices=("text", "json"), default="text")
    config = commands.add_parser("config", help="list the settings (environment variables)")
    config.add_argument("--format", choices=("text", "markdown"), default="text")
    return parser


def splitter_spec(args: argparse.Namespace) -> SplitterSpec:
    """The splitter the command's options name (``--splitter``, ``--chunk-size``…)."""
    return SplitterSpec.parse(args.splitter, args.chunk_size, args.chunk_overlap, args.length_unit)

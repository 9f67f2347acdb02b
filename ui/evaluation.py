"""The "Evaluación" tab: run the retrieval evaluation on a dataset, see the table and charts, and
reopen past runs."""

from __future__ import annotations

import json
import time
from pathlib import Path

import streamlit as st

from rag.core.config import SHIPPED_DATA, Settings
from rag.evaluate.dataset import read_dataset
from rag.evaluate.report import list_reports, markdown_table, write_report
from rag.evaluate.runner import THESIS_SPLITTERS, GridPlan, run_grid
from rag.ingest.corpus import resolve_corpus
from rag.search.rankers import ranker_names
from ui.resources import get_index
from ui.state import Choices


def _datasets(settings: Settings) -> list[Path]:
    shipped = sorted((SHIPPED_DATA / "eval").glob("*.jsonl"))
    own = (
        sorted((settings.data_dir / "eval").glob("*.jsonl")) if (settings.data_dir / "eval").is_dir() else []
    )
    return shipped + own


def _show_run(folder: Path) -> None:
    document = json.loads((folder / "results.json").read_text(encoding="utf-8"))
    st.caption(f"Conjunto {document['dataset']} · {document['created']}")
    st.dataframe(document["runs"], hide_index=True)
    for chart in ("hit_mrr.png", "metric_vs_k.png", "latency.png"):
        if (folder / chart).exists():
            st.image(str(folder / chart))
    report = folder / "report.md"
    if report.exists():
        st.download_button("⬇️ Informe (Markdown)", report.read_text(encoding="utf-8"), file_name="report.md")


def render_evaluation(settings: Settings, choices: Choices) -> None:
    """Pick a dataset and configurations, run with progress, see results; reopen past runs."""
    datasets = _datasets(settings)
    if not datasets:
        st.info("No hay conjuntos de evaluación (.jsonl) en data/eval ni en el directorio de datos.")
        return
    names = [p.name for p in datasets]
    own = next((n for n in (f"{choices.corpus}-dev.jsonl", "dev.jsonl") if n in names), names[0])
    dataset = st.selectbox(  # the corpus's own dev set first ("biblioteca-dev.jsonl"), else dev.jsonl
        "Conjunto de preguntas",
        datasets,
        index=names.index(own),
        format_func=lambda p: p.name,
        key="eval_dataset",
    )
    splitters = st.multiselect(
        "Divisores (NOMBRE o NOMBRE:TAMAÑO:SOLAPAMIENTO)",
        list(dict.fromkeys([str(choices.spec), *THESIS_SPLITTERS])),
        default=[str(choices.spec)],
        key="eval_splitters",
        accept_new_options=True,
    )
    retrievers = st.multiselect(
        "Recuperadores", list(ranker_names()), default=[choices.retriever], key="eval_retrievers"
    )
    ks = st.multiselect("k", [1, 2, 3, 5, 10], default=[1, 2, 5, 10], key="eval_ks")
    thesis = st.checkbox("Añadir la rejilla de la tesis publicada (densa, k = 2)", key="eval_thesis")
    st.caption("Cada divisor nuevo se indexa antes de medir: unos 30 s por divisor con el modelo local.")
    if st.button("▶️ Evaluar", key="eval_run", disabled=not (splitters and retrievers and ks)):
        try:
            rows = read_dataset(dataset)
            plan = GridPlan.build(
                list(splitters), list(retrievers), [int(k) for k in ks], "tesis" if thesis else ""
            )
            corpus = resolve_corpus(choices.corpus, settings)
        except ValueError as error:
            st.error(str(error))
            return
        bar = st.progress(0.0, text="Empezando…")

        def progress(done: int, total: int, message: str) -> None:
            bar.progress(min(done / total, 1.0) if total else 0.0, text=message)

        runs = [r.as_dict() for r in run_grid(get_index(), corpus, rows, plan, settings, progress)]
        unknown = sorted({i for run in runs for i in run.pop("unknown_ids", [])})
        notes = [f"Ids del conjunto que el corpus no tiene (no contados): {unknown}"] if unknown else []
        out = settings.data_dir / "eval" / time.strftime("%Y%m%d-%H%M%S")
        write_report(runs, out, dataset.name, corpus.title, (settings.splitter, settings.retriever), notes)
        bar.progress(1.0, text="Hecho")
        for note in notes:
            st.warning(note)
        st.markdown(markdown_table(runs))
        st.session_state["eval_open"] = str(out)
    past = list_reports(settings.data_dir / "eval")
    if past:
        st.subheader("Evaluaciones guardadas")
        names = [str(p) for p in past]
        current = st.session_state.get("eval_open")
        chosen = st.selectbox(
            "Abrir",
            names,
            index=names.index(current) if current in names else 0,
            format_func=lambda p: Path(p).name,
            key="eval_open_select",
        )
        _show_run(Path(chosen))

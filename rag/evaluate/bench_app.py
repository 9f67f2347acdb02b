"""The app as a user starts it: ``streamlit run app.py`` on an index already built, a question typed
in a real browser (headless Chromium through Playwright), the time from starting the process to the
first answer on screen, and the resident memory of the app's process then.

Streamlit is started as a program, never imported: ``rag/`` stays free of it. Without Playwright or
Chromium the measurement is skipped with the reason, never faked.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from rag.core.config import PROJECT_ROOT

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
START_TIMEOUT_S = 300.0
# Variables of the developer's shell that would change what the started app does.
APP_VARIABLES = ("OPENAI_", "AZURE_OPENAI_", "RAG_")


def find_chromium() -> Path | None:
    """Chromium on this machine, when Playwright can drive it."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return None
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return Path(found)
    return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _memory_mb(pid: int) -> tuple[float, float]:
    """(resident, peak resident) MB of a process and its children, from /proc."""
    resident = peak = 0.0
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    for each in pids:
        try:
            status = Path(f"/proc/{each}/status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                resident += int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak += int(line.split()[1]) / 1024
    return round(resident, 1), round(peak, 1)


def wait_healthy(
    process: subprocess.Popen[bytes], url: str, log: Path, timeout_s: float = START_TIMEOUT_S
) -> None:
    """Wait until the Streamlit app started as ``process`` answers its health check at ``url``;
    RuntimeError, with the end of its ``log``, when it exits or does not answer in ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"streamlit exited early: {log.read_text(errors='replace')[-2000:]}")
        if time.monotonic() > deadline:
            raise RuntimeError(
                f"streamlit never answered on {url}: {log.read_text(errors='replace')[-2000:]}"
            )
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.2)


def _tail(log: Path) -> str:
    return log.read_text(errors="replace")[-2000:]


def measure_app(data_dir: Path, corpus_name: str, question: str, folder: Path) -> dict[str, Any]:
    """Start the app on the index in ``data_dir`` and ask ``question`` in Chromium.

    ``open_s``: from starting ``streamlit run`` to the answer's sources shown (the page loads, the
    index opens, the question is answered); ``rss_mb`` / ``peak_rss_mb``: the app's process then.
    The browser starts before the clock does: it is the user's, not the app's, start-up."""
    chromium = find_chromium()
    if chromium is None:
        return {"skipped": "needs the playwright package and Chromium (tests/system_setup.sh installs both)"}
    from playwright.sync_api import sync_playwright

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(APP_VARIABLES)}
    env.update({"RAG_DATA_DIR": str(data_dir), "RAG_CORPUS": corpus_name})
    command = [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port)]
    command += ["--server.address", "127.0.0.1", "--server.headless", "true"]
    command += ["--browser.gatherUsageStats", "false", "--secrets.files", str(folder / "no-secrets.toml")]
    log = folder / "streamlit.log"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="es-ES")
        started = time.perf_counter()
        with log.open("w") as out:
            process = subprocess.Popen(
                command,
                cwd=PROJECT_ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        try:
            wait_healthy(process, url, log)
            page.goto(url)
            timeout = START_TIMEOUT_S * 1000
            chat_box = page.get_by_test_id("stChatInputTextArea")
            chat_box.wait_for(state="visible", timeout=timeout)
            chat_box.fill(question)
            chat_box.press("Enter")
            answer = page.get_by_test_id("stChatMessage").nth(1)
            answer.get_by_text("Contexto y fuentes").first.wait_for(state="visible", timeout=timeout)
            open_s = time.perf_counter() - started
            shown = " ".join(answer.inner_text().split())
            rss, peak = _memory_mb(process.pid)
        finally:
            browser.close()
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
    return {
        "open_s": round(open_s, 3),
        "rss_mb": rss,
        "peak_rss_mb": peak,
        "question": question,
        "answer_start": shown[:400],
    }

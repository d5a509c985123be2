"""Reaching model and dataset hubs: fast reachability probes, offline switches, and model downloads.

Every probe is a real HTTP request with a short timeout in a daemon thread (name resolution is not covered
by urllib's timeout), so a machine without network learns it in seconds instead of a hung download.
"""

import os
import threading
import urllib.error
import urllib.request

from ..errors import first_line

HUB_PROBE_TIMEOUT = 3.0  # seconds; a hub that cannot be reached must cost seconds, not a hung download
DEFAULT_HF_ENDPOINT = "https://huggingface.co"
OFFLINE_VARIABLES = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE")


def hub_endpoint():
    """The Hugging Face address the libraries use (HF_ENDPOINT, e.g. a mirror, or huggingface.co)."""
    return os.environ.get("HF_ENDPOINT", DEFAULT_HF_ENDPOINT).rstrip("/")


def offline_reason(variables=OFFLINE_VARIABLES):
    """'<VARIABLE> is set' for the first of these offline switches that is on, else None."""
    for variable in variables:
        if os.environ.get(variable, "").strip().lower() in ("1", "true", "yes", "on"):
            return f"{variable} is set"
    return None


def hub_probe_urls():
    """URL to probe per model hub; honours MODELSCOPE_DOMAIN and HF_ENDPOINT (proxies come from the environment)."""
    modelscope = os.environ.get("MODELSCOPE_DOMAIN") or "www.modelscope.cn"
    return {
        "ModelScope": modelscope if "://" in modelscope else "https://" + modelscope,
        "Hugging Face": hub_endpoint(),
    }


def probe_url(url, timeout=HUB_PROBE_TIMEOUT):
    """None if `url` answers over HTTP(S) within `timeout` seconds (any status), else the reason it did not.

    A TCP connect alone is not enough: intercepting firewalls accept connections they never serve.
    """
    result = [f"no answer within {timeout:g} s"]

    def request():
        try:
            headers = {"User-Agent": "tinylora-grpo-coder"}
            urllib.request.urlopen(urllib.request.Request(url, method="HEAD", headers=headers), timeout=timeout).close()
            result[0] = None
        except urllib.error.HTTPError:  # the server answered
            result[0] = None
        except urllib.error.URLError as e:
            result[0] = str(getattr(e.reason, "strerror", None) or e.reason)
        except Exception as e:  # timeouts, resets, bad URLs: all mean "cannot use the hub"
            result[0] = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__

    thread = threading.Thread(target=request, daemon=True)
    thread.start()
    thread.join(timeout + 0.5)
    return f"no answer within {timeout:g} s" if thread.is_alive() else result[0]


def probe_all(targets, timeout=HUB_PROBE_TIMEOUT):
    """{name: probe_url(url)} for every target, probed at once so unreachable hubs cost one timeout in total."""
    results = {}
    threads = [threading.Thread(target=lambda n=name, u=url: results.__setitem__(n, probe_url(u, timeout)))
               for name, url in targets.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def download_from_modelscope(model_id, local_dir):
    from modelscope.hub.snapshot_download import snapshot_download  # slow import, only when needed

    return snapshot_download(model_id=model_id, local_dir=local_dir)


def huggingface_repo_id(model_id):
    """ModelScope ids use a lowercase org ("qwen/..."); the Hugging Face hub's is "Qwen/..."."""
    org, _, name = model_id.rpartition("/")
    return f"Qwen/{name}" if org.lower() == "qwen" else model_id


def download_from_huggingface(model_id, local_dir):
    from huggingface_hub import snapshot_download

    return snapshot_download(repo_id=huggingface_repo_id(model_id), local_dir=local_dir)


# Tried in this order after the local places; each takes (model_id, local_dir) and returns the directory.
MODEL_DOWNLOADERS = {"ModelScope": download_from_modelscope, "Hugging Face": download_from_huggingface}


def download_model(model_id, local_dir, is_model_dir):
    """(directory, failures): the first hub that is reachable and delivers a model directory, else (None, reasons)."""
    offline = offline_reason(OFFLINE_VARIABLES[:2])
    probes = {hub: url for hub, url in hub_probe_urls().items()
              if hub in MODEL_DOWNLOADERS and not (hub == "Hugging Face" and offline)}
    reasons = probe_all(probes)
    failures = []
    for hub, download in MODEL_DOWNLOADERS.items():
        if hub == "Hugging Face" and offline:
            failures.append(f"Hugging Face: {offline}")
            continue
        if reasons.get(hub) is not None:
            failures.append(f"{hub}: {probes[hub]} unreachable ({reasons[hub]})")
            continue
        print(f"Downloading {model_id} from {hub} to {local_dir} ...")
        try:
            path = download(model_id, local_dir)
        except Exception as e:  # any library / HTTP error: try the next source
            failures.append(f"{hub}: {type(e).__name__}: {first_line(e)}")
            continue
        if is_model_dir(path):
            return path, hub, failures
        failures.append(f"{hub}: download has no config.json")
    return None, None, failures

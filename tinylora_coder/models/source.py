"""Where a base model comes from: a local path, models/<name>, ModelScope, Hugging Face, or the bundled model.

Resolution never loads weights, so scripts can check a --model argument (and the model a checkpoint
records) in milliseconds.
"""

import dataclasses
import os

from ..config import BUNDLED_MODEL_NAME, DEFAULT_MODEL_ID, LOCAL_MODELS_DIR
from ..errors import ModelLoadError, UsageError
from .bundled import BUNDLED_MODEL_ID, BUNDLED_PACKAGES, bundled_model_id
from .hub import download_model


@dataclasses.dataclass
class ModelSource:
    kind: str  # "dir" (Hugging Face format directory), "gguf" (a .gguf file) or "bundled"
    path: str | None  # directory or .gguf file; None for "bundled" (materialised in the cache on load)
    model_id: str  # stored in model.tinylora_model_id and in TinyLoRA checkpoints
    origin: str  # where it was found, for the log line


def bundled_source():
    return ModelSource("bundled", None, bundled_model_id(), BUNDLED_PACKAGES)


def is_model_dir(path):
    return os.path.isfile(os.path.join(path, "config.json"))


def looks_like_hub_id(name):
    """'org/name' or 'name', not a filesystem path such as './x', '/x', '~/x' or 'a/b/c'."""
    return bool(name) and name[0] not in "./~" and name.count("/") <= 1 and "\\" not in name


def resolve_model_source(model_path=DEFAULT_MODEL_ID, models_dir=LOCAL_MODELS_DIR, allow_fallback=True):
    """Find a model: local path, then <models_dir>/<name>, then ModelScope, then Hugging Face, then bundled.

    Only the default model (DEFAULT_MODEL_ID, what a user gets without --model) falls back to the bundled one: a
    model the user named that cannot be found is an error, not a silent run on another model (issue 26: a mistyped
    --model /some/missing_dir went on training the bundled 0.5B model)."""
    if model_path == BUNDLED_MODEL_NAME:
        return bundled_source()
    local_path = os.path.expanduser(model_path)
    if os.path.exists(local_path):
        name = os.path.basename(os.path.normpath(os.path.abspath(local_path)))
        if os.path.isfile(local_path) and local_path.endswith(".gguf"):
            return ModelSource("gguf", local_path, name, "local file")
        if os.path.isdir(local_path) and is_model_dir(local_path):
            return ModelSource("dir", local_path, name, "local path")
        raise ModelLoadError(f"{model_path} is neither a model directory (no config.json) nor a .gguf file")

    name = os.path.basename(os.path.normpath(local_path))
    models_dir_path = os.path.join(models_dir, name)
    if is_model_dir(models_dir_path):
        return ModelSource("dir", models_dir_path, model_path, models_dir)

    if looks_like_hub_id(model_path):
        path, hub, failures = download_model(model_path, models_dir_path, is_model_dir)
        if path is not None:
            return ModelSource("dir", path, model_path, hub)
    else:
        failures = ["not a hub id, so no download was tried"]
    message = (f"model {model_path!r} is not a local path, not in {models_dir_path}, "
               f"and could not be downloaded ({'; '.join(failures)})")
    if not allow_fallback:
        raise ModelLoadError(message)
    if model_path != DEFAULT_MODEL_ID:
        raise ModelLoadError(f"{message}; for the offline Qwen2.5-Coder-0.5B pass --model {BUNDLED_MODEL_NAME}")
    print(f"{message}. Falling back to the bundled {BUNDLED_MODEL_ID} from {BUNDLED_PACKAGES}.")
    return bundled_source()


def loadable_model_reference(model_id):
    """What get_model_and_tokenizer needs to load the model a checkpoint records (bundled ids carry a hash)."""
    return BUNDLED_MODEL_NAME if model_id.startswith(BUNDLED_MODEL_NAME + ":") else model_id


def model_id_of(model_path):
    """The id a checkpoint would record for `model_path`, worked out without downloading or loading anything."""
    try:
        source = resolve_model_source(model_path, allow_fallback=False) if (
            model_path == BUNDLED_MODEL_NAME or os.path.exists(os.path.expanduser(model_path))) else None
    except ModelLoadError:
        source = None
    return source.model_id if source is not None else model_path


def same_model(model_path, recorded_id):
    return model_id_of(model_path).rstrip("/").lower() == recorded_id.rstrip("/").lower()


def local_model_path(model_path):
    """The absolute path of a --model naming a local folder or file, else None (a hub id, 'bundled'): what
    checkpoints record as model_path, to find a local model again."""
    path = os.path.expanduser(model_path) if model_path else None
    return os.path.abspath(path) if path and os.path.exists(path) else None


def recorded_model_reference(recorded_id, recorded_path=None, model_path=None, what="checkpoint"):
    """What to load for weights trained on the model `recorded_id` (a TinyLoRA checkpoint, a LoRA adapter's
    provenance): `model_path` when it names that model (a UsageError, one line, when it names another), else the
    local folder it was loaded from when that still exists (local models are recorded by folder name), else the
    recorded id; None when nothing is recorded and no `model_path` is given."""
    if model_path and recorded_id and not same_model(model_path, str(recorded_id)):
        raise UsageError(f"{what} was trained on model '{recorded_id}', not '{model_id_of(model_path)}'; drop --model "
                         "or pass the matching one")
    if model_path:
        return model_path
    if isinstance(recorded_path, str) and os.path.exists(recorded_path):
        return recorded_path
    return loadable_model_reference(str(recorded_id)) if recorded_id else None


import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fs_runs/gpt2_train_nodesc'
os.environ['TORCH_LOGS'] = '+fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCH_LOGS_OUT'] = '/tmp/fs_runs/gpt2_train_nodesc/fusion.log'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/triton/0'

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.fx_graph_cache = False
torch._inductor.config.deterministic = False
torch._inductor.config.triton.descriptive_names = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.test_configs.runtime_triton_dtype_assert = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.enable_autograd_cache = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.11.0+cu130
# torch cuda version: 13.0
# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45


# CUDA Info: 
# nvcc: NVIDIA (R) Cuda compiler driver 
# Copyright (c) 2005-2025 NVIDIA Corporation 
# Built on Wed_Aug_20_01:58:59_PM_PDT_2025 
# Cuda compilation tools, release 13.0, V13.0.88 
# Build cuda_13.0.r13.0/compiler.36424714_0 

# GPU Hardware Info: 
# NVIDIA H100 80GB HBM3 : 1 

torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, constant_pad_nd, amax, log, convert_element_type, tangents_1):
        div_1 = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        slice_1 = torch.ops.aten.slice.Tensor(constant_pad_nd, 1, 1, 9223372036854775807);  constant_pad_nd = None
        clone = torch.ops.aten.clone.default(slice_1, memory_format = torch.contiguous_format);  slice_1 = None
        view_1 = torch.ops.aten.view.default(clone, [-1]);  clone = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_1, 1);  view_1 = None
        ne_3 = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_2 = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default);  unsqueeze_1 = full_default = None
        iota_default = torch.ops.prims.iota.default(8192, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        view_default = torch.ops.aten.view.default(iota_default, [1, 8192]);  iota_default = None
        expand_default = torch.ops.aten.expand.default(where_2, [1024, 8192]);  where_2 = None
        eq_tensor = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0))
        scalar_tensor_default_1 = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0))
        where_self = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_1 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_3 = torch.ops.aten.where.self(ne_3, div_1, full_default_1);  ne_3 = div_1 = full_default_1 = None
        mul = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        view = torch.ops.aten.view.default(primals_1, [-1, 8192]);  primals_1 = None
        sub = torch.ops.aten.sub.Tensor(view, amax);  view = amax = None
        sub_1 = torch.ops.aten.sub.Tensor(sub, log);  sub = log = None
        exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(mul, [1], True)
        mul_1 = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_2 = torch.ops.aten.sub.Tensor(mul, mul_1);  mul = mul_1 = None
        view_2 = torch.ops.aten.view.default(sub_2, [8, 128, 8192]);  sub_2 = None
        return (view_2, None)

def load_args(reader):
    buf0 = reader.storage(None, 33554432, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 128, 8192), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 8256, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf1, (8, 129), dtype=torch.int64, is_leaf=True)  # constant_pad_nd
    buf2 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf2, (1024, 1), is_leaf=True)  # amax
    buf3 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf3, (1024, 1), is_leaf=True)  # log
    buf4 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf4, (), is_leaf=True)  # convert_element_type
    buf5 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf5, (), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
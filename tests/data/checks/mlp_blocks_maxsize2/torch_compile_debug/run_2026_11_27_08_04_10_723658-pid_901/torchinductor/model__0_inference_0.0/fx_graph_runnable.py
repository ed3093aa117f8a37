
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/tmp.MaWdTdlgBL/cap2'
os.environ['TORCH_LOGS'] = '+fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCH_LOGS_OUT'] = '/tmp/tmp.MaWdTdlgBL/cap2/fusion.log'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'

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
torch._inductor.config.max_fusion_size = 2
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.enable_autograd_cache = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1):
        var_mean = torch.ops.aten.var_mean.correction(arg2_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(arg2_1, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
        view = torch.ops.aten.view.default(add_1, [1024, 256]);  add_1 = None
        permute = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm = torch.ops.aten.addmm.default(arg4_1, view, permute);  arg4_1 = view = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [8, 128, 1024]);  addmm = None
        mul_2 = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_2 = torch.ops.aten.view.default(mul_4, [1024, 1024]);  mul_4 = None
        permute_1 = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg6_1, view_2, permute_1);  arg6_1 = view_2 = permute_1 = None
        view_3 = torch.ops.aten.view.default(addmm_1, [8, 128, 256]);  addmm_1 = None
        add_3 = torch.ops.aten.add.Tensor(arg2_1, view_3);  arg2_1 = view_3 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_3);  getitem_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, arg7_1);  mul_5 = arg7_1 = None
        add_5 = torch.ops.aten.add.Tensor(mul_6, arg8_1);  mul_6 = arg8_1 = None
        view_4 = torch.ops.aten.view.default(add_5, [1024, 256]);  add_5 = None
        permute_2 = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg10_1, view_4, permute_2);  arg10_1 = view_4 = permute_2 = None
        view_5 = torch.ops.aten.view.default(addmm_2, [8, 128, 1024]);  addmm_2 = None
        mul_7 = torch.ops.aten.mul.Tensor(view_5, 0.5)
        mul_8 = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476);  view_5 = None
        erf_1 = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_6 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_7, add_6);  mul_7 = add_6 = None
        view_6 = torch.ops.aten.view.default(mul_9, [1024, 1024]);  mul_9 = None
        permute_3 = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg12_1, view_6, permute_3);  arg12_1 = view_6 = permute_3 = None
        view_7 = torch.ops.aten.view.default(addmm_3, [8, 128, 256]);  addmm_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, view_7);  add_3 = view_7 = None
        return (add_7,)

def load_args(reader):
    buf0 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf0, (256,), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf1, (256,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf2, (8, 128, 256), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf3, (1024, 256), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf4, (1024,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf5, (256, 1024), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf6, (256,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf7, (256,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf8, (256,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf9, (1024, 256), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf10, (1024,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf11, (256, 1024), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf12, (256,), is_leaf=True)  # arg12_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
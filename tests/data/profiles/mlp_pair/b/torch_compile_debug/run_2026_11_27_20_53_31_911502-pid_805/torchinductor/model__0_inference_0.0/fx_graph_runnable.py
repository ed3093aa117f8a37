
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/cap/b'
os.environ['TORCH_LOGS'] = '+fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCH_LOGS_OUT'] = '/tmp/cap/b/fusion.log'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1):
        convert_element_type = torch.ops.prims.convert_element_type.default(arg2_1, torch.float32)
        var_mean = torch.ops.aten.var_mean.correction(convert_element_type, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(convert_element_type, getitem_1);  convert_element_type = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(add_1, torch.bfloat16);  add_1 = None
        view = torch.ops.aten.view.default(convert_element_type_1, [8192, 1024]);  convert_element_type_1 = None
        permute = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm = torch.ops.aten.addmm.default(arg4_1, view, permute);  arg4_1 = view = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [32, 256, 4096]);  addmm = None
        convert_element_type_5 = torch.ops.prims.convert_element_type.default(view_1, torch.float32);  view_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(convert_element_type_5, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(convert_element_type_5, 0.7071067811865476);  convert_element_type_5 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        convert_element_type_6 = torch.ops.prims.convert_element_type.default(mul_4, torch.bfloat16);  mul_4 = None
        sigmoid = torch.ops.aten.sigmoid.default(convert_element_type_6)
        mul_5 = torch.ops.aten.mul.Tensor(convert_element_type_6, sigmoid);  sigmoid = None
        mul_6 = torch.ops.aten.mul.Tensor(convert_element_type_6, 0.1);  convert_element_type_6 = None
        add_3 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
        view_2 = torch.ops.aten.view.default(add_3, [8192, 4096]);  add_3 = None
        permute_1 = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg6_1, view_2, permute_1);  arg6_1 = view_2 = permute_1 = None
        view_3 = torch.ops.aten.view.default(addmm_1, [32, 256, 1024]);  addmm_1 = None
        mul_7 = torch.ops.aten.mul.Tensor(view_3, 0.5);  view_3 = None
        add_4 = torch.ops.aten.add.Tensor(arg2_1, mul_7);  arg2_1 = mul_7 = None
        convert_element_type_10 = torch.ops.prims.convert_element_type.default(add_4, torch.float32)
        var_mean_1 = torch.ops.aten.var_mean.correction(convert_element_type_10, [2], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_5 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        sub_1 = torch.ops.aten.sub.Tensor(convert_element_type_10, getitem_3);  convert_element_type_10 = getitem_3 = None
        mul_8 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_8, arg7_1);  mul_8 = arg7_1 = None
        add_6 = torch.ops.aten.add.Tensor(mul_9, arg8_1);  mul_9 = arg8_1 = None
        convert_element_type_11 = torch.ops.prims.convert_element_type.default(add_6, torch.bfloat16);  add_6 = None
        view_4 = torch.ops.aten.view.default(convert_element_type_11, [8192, 1024]);  convert_element_type_11 = None
        permute_2 = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg10_1, view_4, permute_2);  arg10_1 = view_4 = permute_2 = None
        view_5 = torch.ops.aten.view.default(addmm_2, [32, 256, 4096]);  addmm_2 = None
        convert_element_type_15 = torch.ops.prims.convert_element_type.default(view_5, torch.float32);  view_5 = None
        mul_10 = torch.ops.aten.mul.Tensor(convert_element_type_15, 0.5)
        mul_11 = torch.ops.aten.mul.Tensor(convert_element_type_15, 0.7071067811865476);  convert_element_type_15 = None
        erf_1 = torch.ops.aten.erf.default(mul_11);  mul_11 = None
        add_7 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_12 = torch.ops.aten.mul.Tensor(mul_10, add_7);  mul_10 = add_7 = None
        convert_element_type_16 = torch.ops.prims.convert_element_type.default(mul_12, torch.bfloat16);  mul_12 = None
        sigmoid_1 = torch.ops.aten.sigmoid.default(convert_element_type_16)
        mul_13 = torch.ops.aten.mul.Tensor(convert_element_type_16, sigmoid_1);  sigmoid_1 = None
        mul_14 = torch.ops.aten.mul.Tensor(convert_element_type_16, 0.1);  convert_element_type_16 = None
        add_8 = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None
        view_6 = torch.ops.aten.view.default(add_8, [8192, 4096]);  add_8 = None
        permute_3 = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg12_1, view_6, permute_3);  arg12_1 = view_6 = permute_3 = None
        view_7 = torch.ops.aten.view.default(addmm_3, [32, 256, 1024]);  addmm_3 = None
        mul_15 = torch.ops.aten.mul.Tensor(view_7, 0.5);  view_7 = None
        add_9 = torch.ops.aten.add.Tensor(add_4, mul_15);  add_4 = mul_15 = None
        convert_element_type_20 = torch.ops.prims.convert_element_type.default(add_9, torch.float32)
        var_mean_2 = torch.ops.aten.var_mean.correction(convert_element_type_20, [2], correction = 0, keepdim = True)
        getitem_4 = var_mean_2[0]
        getitem_5 = var_mean_2[1];  var_mean_2 = None
        add_10 = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        sub_2 = torch.ops.aten.sub.Tensor(convert_element_type_20, getitem_5);  convert_element_type_20 = getitem_5 = None
        mul_16 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, arg13_1);  mul_16 = arg13_1 = None
        add_11 = torch.ops.aten.add.Tensor(mul_17, arg14_1);  mul_17 = arg14_1 = None
        convert_element_type_21 = torch.ops.prims.convert_element_type.default(add_11, torch.bfloat16);  add_11 = None
        view_8 = torch.ops.aten.view.default(convert_element_type_21, [8192, 1024]);  convert_element_type_21 = None
        permute_4 = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg16_1, view_8, permute_4);  arg16_1 = view_8 = permute_4 = None
        view_9 = torch.ops.aten.view.default(addmm_4, [32, 256, 4096]);  addmm_4 = None
        convert_element_type_25 = torch.ops.prims.convert_element_type.default(view_9, torch.float32);  view_9 = None
        mul_18 = torch.ops.aten.mul.Tensor(convert_element_type_25, 0.5)
        mul_19 = torch.ops.aten.mul.Tensor(convert_element_type_25, 0.7071067811865476);  convert_element_type_25 = None
        erf_2 = torch.ops.aten.erf.default(mul_19);  mul_19 = None
        add_12 = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_18, add_12);  mul_18 = add_12 = None
        convert_element_type_26 = torch.ops.prims.convert_element_type.default(mul_20, torch.bfloat16);  mul_20 = None
        sigmoid_2 = torch.ops.aten.sigmoid.default(convert_element_type_26)
        mul_21 = torch.ops.aten.mul.Tensor(convert_element_type_26, sigmoid_2);  sigmoid_2 = None
        mul_22 = torch.ops.aten.mul.Tensor(convert_element_type_26, 0.1);  convert_element_type_26 = None
        add_13 = torch.ops.aten.add.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
        view_10 = torch.ops.aten.view.default(add_13, [8192, 4096]);  add_13 = None
        permute_5 = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg18_1, view_10, permute_5);  arg18_1 = view_10 = permute_5 = None
        view_11 = torch.ops.aten.view.default(addmm_5, [32, 256, 1024]);  addmm_5 = None
        mul_23 = torch.ops.aten.mul.Tensor(view_11, 0.5);  view_11 = None
        add_14 = torch.ops.aten.add.Tensor(add_9, mul_23);  add_9 = mul_23 = None
        convert_element_type_30 = torch.ops.prims.convert_element_type.default(add_14, torch.float32)
        var_mean_3 = torch.ops.aten.var_mean.correction(convert_element_type_30, [2], correction = 0, keepdim = True)
        getitem_6 = var_mean_3[0]
        getitem_7 = var_mean_3[1];  var_mean_3 = None
        add_15 = torch.ops.aten.add.Tensor(getitem_6, 1e-05);  getitem_6 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_3 = torch.ops.aten.sub.Tensor(convert_element_type_30, getitem_7);  convert_element_type_30 = getitem_7 = None
        mul_24 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_25 = torch.ops.aten.mul.Tensor(mul_24, arg19_1);  mul_24 = arg19_1 = None
        add_16 = torch.ops.aten.add.Tensor(mul_25, arg20_1);  mul_25 = arg20_1 = None
        convert_element_type_31 = torch.ops.prims.convert_element_type.default(add_16, torch.bfloat16);  add_16 = None
        view_12 = torch.ops.aten.view.default(convert_element_type_31, [8192, 1024]);  convert_element_type_31 = None
        permute_6 = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg22_1, view_12, permute_6);  arg22_1 = view_12 = permute_6 = None
        view_13 = torch.ops.aten.view.default(addmm_6, [32, 256, 4096]);  addmm_6 = None
        convert_element_type_35 = torch.ops.prims.convert_element_type.default(view_13, torch.float32);  view_13 = None
        mul_26 = torch.ops.aten.mul.Tensor(convert_element_type_35, 0.5)
        mul_27 = torch.ops.aten.mul.Tensor(convert_element_type_35, 0.7071067811865476);  convert_element_type_35 = None
        erf_3 = torch.ops.aten.erf.default(mul_27);  mul_27 = None
        add_17 = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_28 = torch.ops.aten.mul.Tensor(mul_26, add_17);  mul_26 = add_17 = None
        convert_element_type_36 = torch.ops.prims.convert_element_type.default(mul_28, torch.bfloat16);  mul_28 = None
        sigmoid_3 = torch.ops.aten.sigmoid.default(convert_element_type_36)
        mul_29 = torch.ops.aten.mul.Tensor(convert_element_type_36, sigmoid_3);  sigmoid_3 = None
        mul_30 = torch.ops.aten.mul.Tensor(convert_element_type_36, 0.1);  convert_element_type_36 = None
        add_18 = torch.ops.aten.add.Tensor(mul_29, mul_30);  mul_29 = mul_30 = None
        view_14 = torch.ops.aten.view.default(add_18, [8192, 4096]);  add_18 = None
        permute_7 = torch.ops.aten.permute.default(arg23_1, [1, 0]);  arg23_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg24_1, view_14, permute_7);  arg24_1 = view_14 = permute_7 = None
        view_15 = torch.ops.aten.view.default(addmm_7, [32, 256, 1024]);  addmm_7 = None
        mul_31 = torch.ops.aten.mul.Tensor(view_15, 0.5);  view_15 = None
        add_19 = torch.ops.aten.add.Tensor(add_14, mul_31);  add_14 = mul_31 = None
        return (add_19,)

def load_args(reader):
    buf0 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf0, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf1, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 16777216, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf2, (32, 256, 1024), dtype=torch.bfloat16, is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf3, (4096, 1024), dtype=torch.bfloat16, is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf4, (4096,), dtype=torch.bfloat16, is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf5, (1024, 4096), dtype=torch.bfloat16, is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf6, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf7, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf8, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf9, (4096, 1024), dtype=torch.bfloat16, is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf10, (4096,), dtype=torch.bfloat16, is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf11, (1024, 4096), dtype=torch.bfloat16, is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf12, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf13, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf14, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf15, (4096, 1024), dtype=torch.bfloat16, is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf16, (4096,), dtype=torch.bfloat16, is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf17, (1024, 4096), dtype=torch.bfloat16, is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf18, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf19, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf20, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf21, (4096, 1024), dtype=torch.bfloat16, is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf22, (4096,), dtype=torch.bfloat16, is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 8388608, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf23, (1024, 4096), dtype=torch.bfloat16, is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.bfloat16)
    reader.tensor(buf24, (1024,), dtype=torch.bfloat16, is_leaf=True)  # arg24_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
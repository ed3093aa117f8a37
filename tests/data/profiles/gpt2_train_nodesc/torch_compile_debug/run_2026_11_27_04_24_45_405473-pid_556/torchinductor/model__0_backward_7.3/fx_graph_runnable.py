
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



    def forward(self, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute, permute_1, permute_2, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_4, permute_5, permute_6, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, view_26, div, permute_14, permute_16, div_1, permute_24, div_2, permute_26, permute_28, div_3, permute_36, tangents_1, tangents_2):
        view_28 = torch.ops.aten.view.default(tangents_1, [1024, 8192]);  tangents_1 = None
        permute_9 = torch.ops.aten.permute.default(view_28, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_9, view_26);  permute_9 = view_26 = None
        permute_8 = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        permute_11 = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_2 = torch.ops.aten.mm.default(view_28, permute_11);  view_28 = permute_11 = None
        view_29 = torch.ops.aten.view.default(mm_2, [8, 128, 256]);  mm_2 = None
        add_22 = torch.ops.aten.add.Tensor(tangents_2, view_29);  tangents_2 = view_29 = None
        mul_29 = torch.ops.aten.mul.Tensor(add_22, primals_28);  primals_28 = None
        mul_30 = torch.ops.aten.mul.Tensor(mul_29, 256)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_29, [2], True)
        mul_31 = torch.ops.aten.mul.Tensor(mul_29, mul_26);  mul_29 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_31, [2], True);  mul_31 = None
        mul_32 = torch.ops.aten.mul.Tensor(mul_26, sum_2);  sum_2 = None
        sub_8 = torch.ops.aten.sub.Tensor(mul_30, sum_1);  mul_30 = sum_1 = None
        sub_9 = torch.ops.aten.sub.Tensor(sub_8, mul_32);  sub_8 = mul_32 = None
        mul_33 = torch.ops.aten.mul.Tensor(div, sub_9);  div = sub_9 = None
        mul_34 = torch.ops.aten.mul.Tensor(add_22, mul_26);  mul_26 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_34, [0, 1]);  mul_34 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(add_22, [0, 1]);  add_22 = None
        convert_element_type = torch.ops.prims.convert_element_type.default(gt_4, torch.float32);  gt_4 = None
        mul_35 = torch.ops.aten.mul.Tensor(convert_element_type, 1.1111111111111112);  convert_element_type = None
        mul_36 = torch.ops.aten.mul.Tensor(mul_33, mul_35);  mul_35 = None
        view_31 = torch.ops.aten.view.default(mul_36, [1024, 256]);  mul_36 = None
        permute_13 = torch.ops.aten.permute.default(primals_27, [1, 0]);  primals_27 = None
        mm_3 = torch.ops.aten.mm.default(view_31, permute_13);  permute_13 = None
        mm_4 = torch.ops.aten.mm.default(permute_14, view_31);  permute_14 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32 = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        view_33 = torch.ops.aten.view.default(mm_3, [8, 128, 1024]);  mm_3 = None
        view_22 = torch.ops.aten.view.default(addmm_6, [8, 128, 1024]);  addmm_6 = None
        mul_20 = torch.ops.aten.mul.Tensor(view_22, 0.5)
        mul_37 = torch.ops.aten.mul.Tensor(view_33, mul_20);  mul_20 = None
        pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_21 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17 = torch.ops.aten.add.Tensor(view_22, mul_21);  mul_21 = None
        mul_22 = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1 = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
        add_18 = torch.ops.aten.add.Tensor(tanh_1, 1.0)
        mul_38 = torch.ops.aten.mul.Tensor(view_33, add_18);  view_33 = add_18 = None
        mul_39 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1);  tanh_1 = None
        sub_10 = torch.ops.aten.sub.Tensor(1, mul_39);  mul_39 = None
        mul_40 = torch.ops.aten.mul.Tensor(mul_37, sub_10);  mul_37 = sub_10 = None
        mul_41 = torch.ops.aten.mul.Tensor(mul_40, 0.7978845608028654);  mul_40 = None
        mul_42 = torch.ops.aten.mul.Tensor(mul_41, 0.044715)
        pow_3 = torch.ops.aten.pow.Tensor_Scalar(view_22, 2.0);  view_22 = None
        mul_43 = torch.ops.aten.mul.Scalar(pow_3, 3.0);  pow_3 = None
        mul_44 = torch.ops.aten.mul.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
        add_23 = torch.ops.aten.add.Tensor(mul_41, mul_44);  mul_41 = mul_44 = None
        mul_45 = torch.ops.aten.mul.Tensor(mul_38, 0.5);  mul_38 = None
        add_24 = torch.ops.aten.add.Tensor(add_23, mul_45);  add_23 = mul_45 = None
        view_34 = torch.ops.aten.view.default(add_24, [1024, 1024]);  add_24 = None
        permute_15 = torch.ops.aten.permute.default(primals_25, [1, 0]);  primals_25 = None
        mm_5 = torch.ops.aten.mm.default(view_34, permute_15);  permute_15 = None
        mm_6 = torch.ops.aten.mm.default(permute_16, view_34);  permute_16 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35 = torch.ops.aten.view.default(sum_6, [1024]);  sum_6 = None
        view_36 = torch.ops.aten.view.default(mm_5, [8, 128, 256]);  mm_5 = None
        mul_47 = torch.ops.aten.mul.Tensor(view_36, primals_22);  primals_22 = None
        mul_48 = torch.ops.aten.mul.Tensor(mul_47, 256)
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_47, [2], True)
        mul_49 = torch.ops.aten.mul.Tensor(mul_47, mul_18);  mul_47 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_49, [2], True);  mul_49 = None
        mul_50 = torch.ops.aten.mul.Tensor(mul_18, sum_8);  sum_8 = None
        sub_12 = torch.ops.aten.sub.Tensor(mul_48, sum_7);  mul_48 = sum_7 = None
        sub_13 = torch.ops.aten.sub.Tensor(sub_12, mul_50);  sub_12 = mul_50 = None
        mul_51 = torch.ops.aten.mul.Tensor(div_1, sub_13);  div_1 = sub_13 = None
        mul_52 = torch.ops.aten.mul.Tensor(view_36, mul_18);  mul_18 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_52, [0, 1]);  mul_52 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(view_36, [0, 1]);  view_36 = None
        add_25 = torch.ops.aten.add.Tensor(mul_33, mul_51);  mul_33 = mul_51 = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(gt_3, torch.float32);  gt_3 = None
        mul_53 = torch.ops.aten.mul.Tensor(convert_element_type_1, 1.1111111111111112);  convert_element_type_1 = None
        mul_54 = torch.ops.aten.mul.Tensor(add_25, mul_53);  mul_53 = None
        view_37 = torch.ops.aten.view.default(mul_54, [1024, 256]);  mul_54 = None
        permute_17 = torch.ops.aten.permute.default(primals_21, [1, 0]);  primals_21 = None
        mm_7 = torch.ops.aten.mm.default(view_37, permute_17);  permute_17 = None
        permute_7 = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3])
        view_18 = torch.ops.aten.view.default(permute_7, [8, 128, -1]);  permute_7 = None
        view_19 = torch.ops.aten.view.default(view_18, [-1, 256]);  view_18 = None
        permute_18 = torch.ops.aten.permute.default(view_19, [1, 0]);  view_19 = None
        mm_8 = torch.ops.aten.mm.default(permute_18, view_37);  permute_18 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38 = torch.ops.aten.view.default(sum_11, [256]);  sum_11 = None
        view_39 = torch.ops.aten.view.default(mm_7, [8, 128, 256]);  mm_7 = None
        view_40 = torch.ops.aten.view.default(view_39, [8, 128, 4, 64]);  view_39 = None
        permute_19 = torch.ops.aten.permute.default(view_40, [0, 2, 1, 3]);  view_40 = None
        expand_2 = torch.ops.aten.expand.default(where, [8, 4, 128, 128]);  where = None
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_19, permute_6, permute_4, permute_5, expand_2, getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale = 0.125);  permute_19 = permute_6 = permute_4 = permute_5 = getitem_16 = getitem_17 = getitem_18 = getitem_19 = None
        getitem_24 = _scaled_dot_product_efficient_attention_backward[0]
        getitem_25 = _scaled_dot_product_efficient_attention_backward[1]
        getitem_26 = _scaled_dot_product_efficient_attention_backward[2];  _scaled_dot_product_efficient_attention_backward = None
        permute_20 = torch.ops.aten.permute.default(getitem_24, [0, 2, 1, 3]);  getitem_24 = None
        view_41 = torch.ops.aten.view.default(permute_20, [8, 128, 256]);  permute_20 = None
        permute_21 = torch.ops.aten.permute.default(getitem_26, [0, 2, 1, 3]);  getitem_26 = None
        view_42 = torch.ops.aten.view.default(permute_21, [8, 128, 256]);  permute_21 = None
        permute_22 = torch.ops.aten.permute.default(getitem_25, [0, 2, 1, 3]);  getitem_25 = None
        view_43 = torch.ops.aten.view.default(permute_22, [8, 128, 256]);  permute_22 = None
        cat_1 = torch.ops.aten.cat.default([view_41, view_43, view_42], 2);  view_41 = view_43 = view_42 = None
        view_44 = torch.ops.aten.view.default(cat_1, [1024, 768]);  cat_1 = None
        permute_23 = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        mm_9 = torch.ops.aten.mm.default(view_44, permute_23);  permute_23 = None
        mm_10 = torch.ops.aten.mm.default(permute_24, view_44);  permute_24 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45 = torch.ops.aten.view.default(sum_12, [768]);  sum_12 = None
        view_46 = torch.ops.aten.view.default(mm_9, [8, 128, 256]);  mm_9 = None
        mul_56 = torch.ops.aten.mul.Tensor(view_46, primals_16);  primals_16 = None
        mul_57 = torch.ops.aten.mul.Tensor(mul_56, 256)
        sum_13 = torch.ops.aten.sum.dim_IntList(mul_56, [2], True)
        mul_58 = torch.ops.aten.mul.Tensor(mul_56, mul_14);  mul_56 = None
        sum_14 = torch.ops.aten.sum.dim_IntList(mul_58, [2], True);  mul_58 = None
        mul_59 = torch.ops.aten.mul.Tensor(mul_14, sum_14);  sum_14 = None
        sub_15 = torch.ops.aten.sub.Tensor(mul_57, sum_13);  mul_57 = sum_13 = None
        sub_16 = torch.ops.aten.sub.Tensor(sub_15, mul_59);  sub_15 = mul_59 = None
        mul_60 = torch.ops.aten.mul.Tensor(div_2, sub_16);  div_2 = sub_16 = None
        mul_61 = torch.ops.aten.mul.Tensor(view_46, mul_14);  mul_14 = None
        sum_15 = torch.ops.aten.sum.dim_IntList(mul_61, [0, 1]);  mul_61 = None
        sum_16 = torch.ops.aten.sum.dim_IntList(view_46, [0, 1]);  view_46 = None
        add_26 = torch.ops.aten.add.Tensor(add_25, mul_60);  add_25 = mul_60 = None
        convert_element_type_2 = torch.ops.prims.convert_element_type.default(gt_2, torch.float32);  gt_2 = None
        mul_62 = torch.ops.aten.mul.Tensor(convert_element_type_2, 1.1111111111111112);  convert_element_type_2 = None
        mul_63 = torch.ops.aten.mul.Tensor(add_26, mul_62);  mul_62 = None
        view_47 = torch.ops.aten.view.default(mul_63, [1024, 256]);  mul_63 = None
        permute_25 = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        mm_11 = torch.ops.aten.mm.default(view_47, permute_25);  permute_25 = None
        mm_12 = torch.ops.aten.mm.default(permute_26, view_47);  permute_26 = None
        sum_17 = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48 = torch.ops.aten.view.default(sum_17, [256]);  sum_17 = None
        view_49 = torch.ops.aten.view.default(mm_11, [8, 128, 1024]);  mm_11 = None
        view_10 = torch.ops.aten.view.default(addmm_2, [8, 128, 1024]);  addmm_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(view_10, 0.5)
        mul_64 = torch.ops.aten.mul.Tensor(view_49, mul_8);  mul_8 = None
        pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_9 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9 = torch.ops.aten.add.Tensor(view_10, mul_9);  mul_9 = None
        mul_10 = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
        add_10 = torch.ops.aten.add.Tensor(tanh, 1.0)
        mul_65 = torch.ops.aten.mul.Tensor(view_49, add_10);  view_49 = add_10 = None
        mul_66 = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_17 = torch.ops.aten.sub.Tensor(1, mul_66);  mul_66 = None
        mul_67 = torch.ops.aten.mul.Tensor(mul_64, sub_17);  mul_64 = sub_17 = None
        mul_68 = torch.ops.aten.mul.Tensor(mul_67, 0.7978845608028654);  mul_67 = None
        mul_69 = torch.ops.aten.mul.Tensor(mul_68, 0.044715)
        pow_4 = torch.ops.aten.pow.Tensor_Scalar(view_10, 2.0);  view_10 = None
        mul_70 = torch.ops.aten.mul.Scalar(pow_4, 3.0);  pow_4 = None
        mul_71 = torch.ops.aten.mul.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
        add_27 = torch.ops.aten.add.Tensor(mul_68, mul_71);  mul_68 = mul_71 = None
        mul_72 = torch.ops.aten.mul.Tensor(mul_65, 0.5);  mul_65 = None
        add_28 = torch.ops.aten.add.Tensor(add_27, mul_72);  add_27 = mul_72 = None
        view_50 = torch.ops.aten.view.default(add_28, [1024, 1024]);  add_28 = None
        permute_27 = torch.ops.aten.permute.default(primals_13, [1, 0]);  primals_13 = None
        mm_13 = torch.ops.aten.mm.default(view_50, permute_27);  permute_27 = None
        mm_14 = torch.ops.aten.mm.default(permute_28, view_50);  permute_28 = None
        sum_18 = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
        view_51 = torch.ops.aten.view.default(sum_18, [1024]);  sum_18 = None
        view_52 = torch.ops.aten.view.default(mm_13, [8, 128, 256]);  mm_13 = None
        mul_74 = torch.ops.aten.mul.Tensor(view_52, primals_10);  primals_10 = None
        mul_75 = torch.ops.aten.mul.Tensor(mul_74, 256)
        sum_19 = torch.ops.aten.sum.dim_IntList(mul_74, [2], True)
        mul_76 = torch.ops.aten.mul.Tensor(mul_74, mul_6);  mul_74 = None
        sum_20 = torch.ops.aten.sum.dim_IntList(mul_76, [2], True);  mul_76 = None
        mul_77 = torch.ops.aten.mul.Tensor(mul_6, sum_20);  sum_20 = None
        sub_19 = torch.ops.aten.sub.Tensor(mul_75, sum_19);  mul_75 = sum_19 = None
        sub_20 = torch.ops.aten.sub.Tensor(sub_19, mul_77);  sub_19 = mul_77 = None
        mul_78 = torch.ops.aten.mul.Tensor(div_3, sub_20);  div_3 = sub_20 = None
        mul_79 = torch.ops.aten.mul.Tensor(view_52, mul_6);  mul_6 = None
        sum_21 = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1]);  mul_79 = None
        sum_22 = torch.ops.aten.sum.dim_IntList(view_52, [0, 1]);  view_52 = None
        add_29 = torch.ops.aten.add.Tensor(add_26, mul_78);  add_26 = mul_78 = None
        convert_element_type_3 = torch.ops.prims.convert_element_type.default(gt_1, torch.float32);  gt_1 = None
        mul_80 = torch.ops.aten.mul.Tensor(convert_element_type_3, 1.1111111111111112);  convert_element_type_3 = None
        mul_81 = torch.ops.aten.mul.Tensor(add_29, mul_80);  mul_80 = None
        view_53 = torch.ops.aten.view.default(mul_81, [1024, 256]);  mul_81 = None
        permute_29 = torch.ops.aten.permute.default(primals_9, [1, 0]);  primals_9 = None
        mm_15 = torch.ops.aten.mm.default(view_53, permute_29);  permute_29 = None
        permute_3 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_6 = torch.ops.aten.view.default(permute_3, [8, 128, -1]);  permute_3 = None
        view_7 = torch.ops.aten.view.default(view_6, [-1, 256]);  view_6 = None
        permute_30 = torch.ops.aten.permute.default(view_7, [1, 0]);  view_7 = None
        mm_16 = torch.ops.aten.mm.default(permute_30, view_53);  permute_30 = None
        sum_23 = torch.ops.aten.sum.dim_IntList(view_53, [0], True);  view_53 = None
        view_54 = torch.ops.aten.view.default(sum_23, [256]);  sum_23 = None
        view_55 = torch.ops.aten.view.default(mm_15, [8, 128, 256]);  mm_15 = None
        view_56 = torch.ops.aten.view.default(view_55, [8, 128, 4, 64]);  view_55 = None
        permute_31 = torch.ops.aten.permute.default(view_56, [0, 2, 1, 3]);  view_56 = None
        _scaled_dot_product_efficient_attention_backward_1 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_31, permute_2, permute, permute_1, expand_2, getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale = 0.125);  permute_31 = permute_2 = permute = permute_1 = expand_2 = getitem_5 = getitem_6 = getitem_7 = getitem_8 = None
        getitem_28 = _scaled_dot_product_efficient_attention_backward_1[0]
        getitem_29 = _scaled_dot_product_efficient_attention_backward_1[1]
        getitem_30 = _scaled_dot_product_efficient_attention_backward_1[2];  _scaled_dot_product_efficient_attention_backward_1 = None
        permute_32 = torch.ops.aten.permute.default(getitem_28, [0, 2, 1, 3]);  getitem_28 = None
        view_57 = torch.ops.aten.view.default(permute_32, [8, 128, 256]);  permute_32 = None
        permute_33 = torch.ops.aten.permute.default(getitem_30, [0, 2, 1, 3]);  getitem_30 = None
        view_58 = torch.ops.aten.view.default(permute_33, [8, 128, 256]);  permute_33 = None
        permute_34 = torch.ops.aten.permute.default(getitem_29, [0, 2, 1, 3]);  getitem_29 = None
        view_59 = torch.ops.aten.view.default(permute_34, [8, 128, 256]);  permute_34 = None
        cat_2 = torch.ops.aten.cat.default([view_57, view_59, view_58], 2);  view_57 = view_59 = view_58 = None
        view_60 = torch.ops.aten.view.default(cat_2, [1024, 768]);  cat_2 = None
        permute_35 = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        mm_17 = torch.ops.aten.mm.default(view_60, permute_35);  permute_35 = None
        mm_18 = torch.ops.aten.mm.default(permute_36, view_60);  permute_36 = None
        sum_24 = torch.ops.aten.sum.dim_IntList(view_60, [0], True);  view_60 = None
        view_61 = torch.ops.aten.view.default(sum_24, [768]);  sum_24 = None
        view_62 = torch.ops.aten.view.default(mm_17, [8, 128, 256]);  mm_17 = None
        mul_83 = torch.ops.aten.mul.Tensor(view_62, primals_4);  primals_4 = None
        mul_84 = torch.ops.aten.mul.Tensor(mul_83, 256)
        sum_25 = torch.ops.aten.sum.dim_IntList(mul_83, [2], True)
        add_1 = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
        mul = torch.ops.aten.mul.Tensor(gt, add_1);  add_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, 1.1111111111111112);  mul = None
        sub_2 = torch.ops.aten.sub.Tensor(mul_1, getitem_1);  mul_1 = getitem_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_2, rsqrt);  sub_2 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_83, mul_2);  mul_83 = None
        sum_26 = torch.ops.aten.sum.dim_IntList(mul_85, [2], True);  mul_85 = None
        mul_86 = torch.ops.aten.mul.Tensor(mul_2, sum_26);  sum_26 = None
        sub_22 = torch.ops.aten.sub.Tensor(mul_84, sum_25);  mul_84 = sum_25 = None
        sub_23 = torch.ops.aten.sub.Tensor(sub_22, mul_86);  sub_22 = mul_86 = None
        div_4 = torch.ops.aten.div.Tensor(rsqrt, 256);  rsqrt = None
        mul_87 = torch.ops.aten.mul.Tensor(div_4, sub_23);  div_4 = sub_23 = None
        mul_88 = torch.ops.aten.mul.Tensor(view_62, mul_2);  mul_2 = None
        sum_27 = torch.ops.aten.sum.dim_IntList(mul_88, [0, 1]);  mul_88 = None
        sum_28 = torch.ops.aten.sum.dim_IntList(view_62, [0, 1]);  view_62 = None
        add_30 = torch.ops.aten.add.Tensor(add_29, mul_87);  add_29 = mul_87 = None
        convert_element_type_4 = torch.ops.prims.convert_element_type.default(gt, torch.float32);  gt = None
        mul_89 = torch.ops.aten.mul.Tensor(convert_element_type_4, 1.1111111111111112);  convert_element_type_4 = None
        mul_90 = torch.ops.aten.mul.Tensor(add_30, mul_89);  add_30 = mul_89 = None
        sum_29 = torch.ops.aten.sum.dim_IntList(mul_90, [0], True)
        eq_1 = torch.ops.aten.eq.Scalar(unsqueeze, -1)
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(eq_1, -1);  eq_1 = None
        full_default_2 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_2 = torch.ops.aten.where.self(unsqueeze_10, full_default_2, sum_29);  unsqueeze_10 = sum_29 = None
        full_default_6 = torch.ops.aten.full.default([128, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put = torch.ops.aten.index_put.default(full_default_6, [unsqueeze], where_2, True);  full_default_6 = unsqueeze = where_2 = None
        eq_2 = torch.ops.aten.eq.Scalar(primals_1, -1)
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(eq_2, -1);  eq_2 = None
        where_3 = torch.ops.aten.where.self(unsqueeze_11, full_default_2, mul_90);  unsqueeze_11 = full_default_2 = mul_90 = None
        full_default_8 = torch.ops.aten.full.default([8192, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put_1 = torch.ops.aten.index_put.default(full_default_8, [primals_1], where_3, True);  full_default_8 = primals_1 = where_3 = None
        add_31 = torch.ops.aten.add.Tensor(mm_1, index_put_1);  mm_1 = index_put_1 = None
        return (None, add_31, index_put, sum_27, sum_28, view_61, mm_18, view_54, mm_16, sum_21, sum_22, view_51, mm_14, view_48, mm_12, sum_15, sum_16, view_45, mm_10, view_38, mm_8, sum_9, sum_10, view_35, mm_6, view_32, mm_4, sum_3, sum_4)

def load_args(reader):
    buf0 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf0, (8, 128), dtype=torch.int64, is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 8388608, device=device(type='cuda', index=0))
    reader.tensor(buf1, (8192, 256), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf2, (256,), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 786432, device=device(type='cuda', index=0))
    reader.tensor(buf3, (256, 768), is_leaf=True)  # primals_7
    buf4 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf4, (256, 256), is_leaf=True)  # primals_9
    buf5 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf5, (256,), is_leaf=True)  # primals_10
    buf6 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf6, (256, 1024), is_leaf=True)  # primals_13
    buf7 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf7, (1024, 256), is_leaf=True)  # primals_15
    buf8 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf8, (256,), is_leaf=True)  # primals_16
    buf9 = reader.storage(None, 786432, device=device(type='cuda', index=0))
    reader.tensor(buf9, (256, 768), is_leaf=True)  # primals_19
    buf10 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf10, (256, 256), is_leaf=True)  # primals_21
    buf11 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf11, (256,), is_leaf=True)  # primals_22
    buf12 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf12, (256, 1024), is_leaf=True)  # primals_25
    buf13 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf13, (1024, 256), is_leaf=True)  # primals_27
    buf14 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf14, (256,), is_leaf=True)  # primals_28
    buf15 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf15, (8, 128, 256), is_leaf=True)  # embedding
    buf16 = reader.storage(None, 1024, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf16, (1, 128), dtype=torch.int64, is_leaf=True)  # unsqueeze
    buf17 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf17, (1, 128, 256), is_leaf=True)  # embedding_1
    buf18 = reader.storage(None, 262144, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf18, (8, 128, 256), dtype=torch.bool, is_leaf=True)  # gt
    buf19 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf19, (8, 128, 1), is_leaf=True)  # getitem_1
    buf20 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf20, (8, 128, 1), is_leaf=True)  # rsqrt
    buf21 = reader.storage(None, 3145728, device=device(type='cuda', index=0))
    reader.tensor(buf21, (8, 4, 128, 64), (98304, 64, 768, 1), storage_offset=256, is_leaf=True)  # permute
    reader.tensor(buf21, (8, 4, 128, 64), (98304, 64, 768, 1), storage_offset=512, is_leaf=True)  # permute_1
    reader.tensor(buf21, (8, 4, 128, 64), (98304, 64, 768, 1), is_leaf=True)  # permute_2
    buf22 = reader.storage(None, 524288, device=device(type='cuda', index=0))
    reader.tensor(buf22, (8, 1, 128, 128), is_leaf=True)  # where
    buf23 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf23, (8, 4, 128, 64), (32768, 64, 256, 1), is_leaf=True)  # getitem_5
    buf24 = reader.storage(None, 16384, device=device(type='cuda', index=0))
    reader.tensor(buf24, (8, 4, 128), is_leaf=True)  # getitem_6
    buf25 = reader.storage(None, 8, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf25, (), dtype=torch.int64, is_leaf=True)  # getitem_7
    buf26 = reader.storage(None, 8, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf26, (), dtype=torch.int64, is_leaf=True)  # getitem_8
    buf27 = reader.storage(None, 262144, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf27, (8, 128, 256), dtype=torch.bool, is_leaf=True)  # gt_1
    buf28 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf28, (8, 128, 256), is_leaf=True)  # mul_6
    buf29 = reader.storage(None, 4194304, device=device(type='cuda', index=0))
    reader.tensor(buf29, (1024, 1024), is_leaf=True)  # addmm_2
    buf30 = reader.storage(None, 262144, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf30, (8, 128, 256), dtype=torch.bool, is_leaf=True)  # gt_2
    buf31 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf31, (8, 128, 256), is_leaf=True)  # mul_14
    buf32 = reader.storage(None, 3145728, device=device(type='cuda', index=0))
    reader.tensor(buf32, (8, 4, 128, 64), (98304, 64, 768, 1), storage_offset=256, is_leaf=True)  # permute_4
    reader.tensor(buf32, (8, 4, 128, 64), (98304, 64, 768, 1), storage_offset=512, is_leaf=True)  # permute_5
    reader.tensor(buf32, (8, 4, 128, 64), (98304, 64, 768, 1), is_leaf=True)  # permute_6
    buf33 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf33, (8, 4, 128, 64), (32768, 64, 256, 1), is_leaf=True)  # getitem_16
    buf34 = reader.storage(None, 16384, device=device(type='cuda', index=0))
    reader.tensor(buf34, (8, 4, 128), is_leaf=True)  # getitem_17
    buf35 = reader.storage(None, 8, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf35, (), dtype=torch.int64, is_leaf=True)  # getitem_18
    buf36 = reader.storage(None, 8, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf36, (), dtype=torch.int64, is_leaf=True)  # getitem_19
    buf37 = reader.storage(None, 262144, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf37, (8, 128, 256), dtype=torch.bool, is_leaf=True)  # gt_3
    buf38 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf38, (8, 128, 256), is_leaf=True)  # mul_18
    buf39 = reader.storage(None, 4194304, device=device(type='cuda', index=0))
    reader.tensor(buf39, (1024, 1024), is_leaf=True)  # addmm_6
    buf40 = reader.storage(None, 262144, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf40, (8, 128, 256), dtype=torch.bool, is_leaf=True)  # gt_4
    buf41 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf41, (8, 128, 256), is_leaf=True)  # mul_26
    buf42 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf42, (1024, 256), is_leaf=True)  # view_26
    buf43 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf43, (8, 128, 1), is_leaf=True)  # div
    buf44 = reader.storage(None, 4194304, device=device(type='cuda', index=0))
    reader.tensor(buf44, (1024, 1024), (1, 1024), is_leaf=True)  # permute_14
    buf45 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf45, (256, 1024), (1, 256), is_leaf=True)  # permute_16
    buf46 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf46, (8, 128, 1), is_leaf=True)  # div_1
    buf47 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf47, (256, 1024), (1, 256), is_leaf=True)  # permute_24
    buf48 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf48, (8, 128, 1), is_leaf=True)  # div_2
    buf49 = reader.storage(None, 4194304, device=device(type='cuda', index=0))
    reader.tensor(buf49, (1024, 1024), (1, 1024), is_leaf=True)  # permute_26
    buf50 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf50, (256, 1024), (1, 256), is_leaf=True)  # permute_28
    buf51 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf51, (8, 128, 1), is_leaf=True)  # div_3
    buf52 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf52, (256, 1024), (1, 256), is_leaf=True)  # permute_36
    buf53 = reader.storage(None, 33554432, device=device(type='cuda', index=0))
    reader.tensor(buf53, (8, 128, 8192), is_leaf=True)  # tangents_1
    buf54 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf54, (8, 128, 256), is_leaf=True)  # tangents_2
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
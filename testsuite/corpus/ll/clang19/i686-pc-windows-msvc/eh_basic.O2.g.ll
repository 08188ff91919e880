; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Error = type { ptr, i32, ptr }
%struct.Tracer = type { i32 }

$"??0Error@@QAE@ABU0@@Z" = comdat any

$"??0IoError@@QAE@ABU0@@Z" = comdat any

$"??1Error@@UAE@XZ" = comdat any

$"??0Tracer@@QAE@ABU0@@Z" = comdat any

$"??1Tracer@@QAE@XZ" = comdat any

$"??_GError@@UAEPAXI@Z" = comdat any

$"?kind@Error@@UBEHXZ" = comdat any

$"??_GIoError@@UAEPAXI@Z" = comdat any

$"?kind@IoError@@UBEHXZ" = comdat any

$"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GOGLHGCH@log?3?$AA@" = comdat any

$"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = comdat any

$"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_02MFDMBIJM@ok?$AA@" = comdat any

$"??_C@_04GKMBGEJM@LEAK?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUIoError@@@8" = comdat any

$"??_R0?AUError@@@8" = comdat any

$"??_R0PAUError@@@8" = comdat any

$"??_R0PAD@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"??_C@_05CGDPOPDB@plain?$AA@" = comdat any

$"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12" = comdat any

$"_CTA1?AUError@@" = comdat any

$"_TI1?AUError@@" = comdat any

$"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16" = comdat any

$"_CTA2?AUIoError@@" = comdat any

$"_TI2?AUIoError@@" = comdat any

$"??_C@_04PKENOLLO@heap?$AA@" = comdat any

$"_CT??_R0PAUError@@@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA2PAUError@@" = comdat any

$"_TI2PAUError@@" = comdat any

$"??_C@_08POJBLELK@c?9string?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

$"??_R0?AUTracer@@@8" = comdat any

$"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUTracer@@" = comdat any

$"_TI1?AUTracer@@" = comdat any

$"??_7Error@@6B@" = comdat largest

$"??_R4Error@@6B@" = comdat any

$"??_R3Error@@8" = comdat any

$"??_R2Error@@8" = comdat any

$"??_R1A@?0A@EA@Error@@8" = comdat any

$"??_C@_02KFNNKBCK@io?$AA@" = comdat any

$"??_7IoError@@6B@" = comdat largest

$"??_R4IoError@@6B@" = comdat any

$"??_R3IoError@@8" = comdat any

$"??_R2IoError@@8" = comdat any

$"??_R1A@?0A@EA@IoError@@8" = comdat any

$"??_C@_06PEIBIDGM@nested?$AA@" = comdat any

@g_live = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", comdat, align 1, !dbg !33
@"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", comdat, align 1, !dbg !40
@rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !96
@"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", comdat, align 1, !dbg !45
@"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", comdat, align 1, !dbg !50
@"??_C@_04GOGLHGCH@log?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"log:\00", comdat, align 1, !dbg !55
@g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !98
@g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !100
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1, !dbg !60
@"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", comdat, align 1, !dbg !65
@"??_C@_02MFDMBIJM@ok?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"ok\00", comdat, align 1, !dbg !70
@"??_C@_04GKMBGEJM@LEAK?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"LEAK\00", comdat, align 1, !dbg !75
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUIoError@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUIoError@@\00" }, comdat
@"??_R0?AUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUError@@\00" }, comdat
@"??_R0PAUError@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PAUError@@\00" }, comdat
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0N@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0N@88"] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1N }, section ".xdata", comdat
@"??_C@_05CGDPOPDB@plain?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"plain\00", comdat, align 1, !dbg !77
@"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUError@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0Error@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI1?AUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Error@@UAE@XZ", ptr null, ptr @"_CTA1?AUError@@" }, section ".xdata", comdat
@"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUIoError@@@8", i32 0, i32 -1, i32 0, i32 16, ptr @"??0IoError@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUIoError@@@8??0IoError@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AUError@@@8??0Error@@QAE@ABU0@@Z12"] }, section ".xdata", comdat
@"_TI2?AUIoError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Error@@UAE@XZ", ptr null, ptr @"_CTA2?AUIoError@@" }, section ".xdata", comdat
@"??_C@_04PKENOLLO@heap?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"heap\00", comdat, align 1, !dbg !82
@"_CT??_R0PAUError@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUError@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA2PAUError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAUError@@@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI2PAUError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA2PAUError@@" }, section ".xdata", comdat
@"??_C@_08POJBLELK@c?9string?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"c-string\00", comdat, align 1, !dbg !84
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"??_R0?AUTracer@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUTracer@@\00" }, comdat
@"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUTracer@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Tracer@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUTracer@@@8??0Tracer@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUTracer@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Tracer@@QAE@XZ", ptr null, ptr @"_CTA1?AUTracer@@" }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Error@@6B@", ptr @"??_GError@@UAEPAXI@Z", ptr @"?kind@Error@@UBEHXZ"] }, comdat($"??_7Error@@6B@")
@"??_R4Error@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUError@@@8", ptr @"??_R3Error@@8" }, comdat
@"??_R3Error@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Error@@8" }, comdat
@"??_R2Error@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Error@@8", ptr null], comdat
@"??_R1A@?0A@EA@Error@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUError@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Error@@8" }, comdat
@"??_C@_02KFNNKBCK@io?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"io\00", comdat, align 1, !dbg !89
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4IoError@@6B@", ptr @"??_GIoError@@UAEPAXI@Z", ptr @"?kind@IoError@@UBEHXZ"] }, comdat($"??_7IoError@@6B@")
@"??_R4IoError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUIoError@@@8", ptr @"??_R3IoError@@8" }, comdat
@"??_R3IoError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2IoError@@8" }, comdat
@"??_R2IoError@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@IoError@@8", ptr @"??_R1A@?0A@EA@Error@@8", ptr null], comdat
@"??_R1A@?0A@EA@IoError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUIoError@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3IoError@@8" }, comdat
@"??_C@_06PEIBIDGM@nested?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"nested\00", comdat, align 1, !dbg !91

@"??_7Error@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7IoError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !112 {
  %1 = alloca %struct.IoError, align 4
  %2 = alloca ptr, align 4, !DIAssignID !131
  %3 = alloca ptr, align 4, !DIAssignID !132
    #dbg_assign(i1 undef, !133, !DIExpression(), !132, ptr %3, !DIExpression(), !181)
  %4 = alloca ptr, align 4, !DIAssignID !183
    #dbg_assign(i1 undef, !137, !DIExpression(), !183, ptr %4, !DIExpression(), !181)
  %5 = alloca ptr, align 4, !DIAssignID !184
    #dbg_assign(i1 undef, !161, !DIExpression(), !184, ptr %5, !DIExpression(), !181)
  %6 = alloca ptr, align 4, !DIAssignID !185
    #dbg_assign(i1 undef, !163, !DIExpression(), !185, ptr %6, !DIExpression(), !181)
  %7 = alloca double, align 8, !DIAssignID !186
    #dbg_assign(i1 undef, !178, !DIExpression(), !186, ptr %7, !DIExpression(), !181)
  %8 = alloca i32, align 4, !DIAssignID !187
  %9 = alloca ptr, align 4, !DIAssignID !188
    #dbg_value(i32 0, !116, !DIExpression(), !189)
    #dbg_value(i32 0, !117, !DIExpression(), !190)
  br label %79, !dbg !191

10:                                               ; preds = %132
  %11 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 2), !dbg !192
  %12 = call fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef 0), !dbg !192
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PJHHPMGI@nested?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %12, i32 noundef %11), !dbg !192
  %14 = load i32, ptr @rethrow_count, align 4, !dbg !193
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LHEMMDDB@rethrows?3?5?$CFd?6?$AA@", i32 noundef %14), !dbg !193
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9), !dbg !194
    #dbg_assign(i1 undef, !200, !DIExpression(), !188, ptr %9, !DIExpression(), !202)
    #dbg_value(i32 -4, !198, !DIExpression(), !202)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !203
    #dbg_assign(i1 undef, !215, !DIExpression(), !131, ptr %2, !DIExpression(), !217)
    #dbg_value(i32 -4, !212, !DIExpression(), !217)
    #dbg_value(ptr undef, !213, !DIExpression(), !217)
    #dbg_value(i32 -4, !206, !DIExpression(), !218)
    #dbg_value(ptr undef, !207, !DIExpression(), !218)
    #dbg_value(i32 -4, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !219)
  %16 = load i32, ptr @g_live, align 4, !dbg !220
  %17 = add nsw i32 %16, 1, !dbg !220
  store i32 %17, ptr @g_live, align 4, !dbg !220
    #dbg_value(i32 -4, !222, !DIExpression(), !227)
  %18 = load i32, ptr @g_nlog, align 4, !dbg !229
  %19 = icmp slt i32 %18, 64, !dbg !229
  br i1 %19, label %20, label %23, !dbg !229

20:                                               ; preds = %10
  %21 = add nsw i32 %18, 1, !dbg !230
  store i32 %21, ptr @g_nlog, align 4, !dbg !230
  %22 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %18, !dbg !230
  store i32 -4, ptr %22, align 4, !dbg !230
  br label %23, !dbg !230

23:                                               ; preds = %20, %10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1), !dbg !232
    #dbg_value(i32 -4, !235, !DIExpression(), !237)
    #dbg_value(i32 4, !238, !DIExpression(), !244)
    #dbg_value(i32 -4, !241, !DIExpression(), !244)
    #dbg_value(ptr %1, !242, !DIExpression(), !244)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !247, !DIExpression(), !252)
    #dbg_value(i32 -4, !250, !DIExpression(), !252)
    #dbg_value(ptr %1, !251, !DIExpression(), !252)
  %24 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !254
  store i32 -4, ptr %24, align 4, !dbg !254
  %25 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !254
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %25, align 4, !dbg !254
  store ptr @"??_7IoError@@6B@", ptr %1, align 4, !dbg !255
  %26 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !255
  store i32 4, ptr %26, align 4, !dbg !255
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2?AUIoError@@") #8
          to label %27 unwind label %28, !dbg !256

27:                                               ; preds = %23
  unreachable, !dbg !256

28:                                               ; preds = %23
  %29 = cleanuppad within none [], !dbg !257
    #dbg_value(ptr undef, !259, !DIExpression(), !262)
  %30 = load i32, ptr @g_live, align 4, !dbg !264
  %31 = add nsw i32 %30, -1, !dbg !264
  store i32 %31, ptr @g_live, align 4, !dbg !264
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !266)
  %32 = load i32, ptr @g_nlog, align 4, !dbg !268
  %33 = icmp slt i32 %32, 64, !dbg !268
  br i1 %33, label %34, label %37, !dbg !268

34:                                               ; preds = %28
    #dbg_value(!DIArgList(i32 0, i32 -4), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !266)
    #dbg_value(i32 4, !222, !DIExpression(), !266)
  %35 = add nsw i32 %32, 1, !dbg !269
  store i32 %35, ptr @g_nlog, align 4, !dbg !269
  %36 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %32, !dbg !269
  store i32 4, ptr %36, align 4, !dbg !269
  br label %37, !dbg !269

37:                                               ; preds = %34, %28
  cleanupret from %29 unwind label %38, !dbg !257

38:                                               ; preds = %37
  %39 = catchswitch within none [label %40] unwind label %49

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @"??_R0?AUError@@@8", i32 8, ptr %2], !dbg !257
    #dbg_value(i32 888, !222, !DIExpression(), !270)
  %42 = load i32, ptr @g_nlog, align 4, !dbg !273
  %43 = icmp slt i32 %42, 64, !dbg !273
  br i1 %43, label %44, label %47, !dbg !273

44:                                               ; preds = %40
  %45 = add nsw i32 %42, 1, !dbg !274
  store i32 %45, ptr @g_nlog, align 4, !dbg !274
  %46 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %42, !dbg !274
  store i32 888, ptr %46, align 4, !dbg !274
  br label %47, !dbg !274

47:                                               ; preds = %44, %40
  invoke void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %41) ]
          to label %48 unwind label %49, !dbg !275

48:                                               ; preds = %47
  unreachable, !dbg !275

49:                                               ; preds = %47, %38
  %50 = catchswitch within none [label %51] unwind to caller, !dbg !276

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %9], !dbg !276
  %53 = load ptr, ptr %9, align 4, !dbg !277
  %54 = getelementptr inbounds i8, ptr %53, i32 12, !dbg !277
  %55 = load i32, ptr %54, align 4, !dbg !277
  %56 = add nsw i32 %55, -1000, !dbg !277
  catchret from %52 to label %57, !dbg !279

57:                                               ; preds = %51
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !280
    #dbg_assign(i1 undef, !200, !DIExpression(), !281, ptr undef, !DIExpression(), !282)
    #dbg_value(i32 5, !198, !DIExpression(), !282)
    #dbg_assign(i1 undef, !215, !DIExpression(), !284, ptr undef, !DIExpression(), !285)
    #dbg_value(i32 5, !212, !DIExpression(), !285)
    #dbg_value(ptr undef, !213, !DIExpression(), !285)
    #dbg_value(i32 5, !206, !DIExpression(), !287)
    #dbg_value(ptr undef, !207, !DIExpression(), !287)
    #dbg_value(i32 5, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !289)
  %58 = load i32, ptr @g_live, align 4, !dbg !290
  %59 = add nsw i32 %58, 1, !dbg !290
  store i32 %59, ptr @g_live, align 4, !dbg !290
    #dbg_value(i32 5, !222, !DIExpression(), !291)
  %60 = load i32, ptr @g_nlog, align 4, !dbg !293
  %61 = icmp slt i32 %60, 64, !dbg !293
  br i1 %61, label %62, label %66, !dbg !293

62:                                               ; preds = %57
  %63 = add nsw i32 %60, 1, !dbg !294
  store i32 %63, ptr @g_nlog, align 4, !dbg !294
  %64 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %60, !dbg !294
  store i32 5, ptr %64, align 4, !dbg !294
    #dbg_value(i32 5, !235, !DIExpression(), !295)
    #dbg_value(i32 10, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !289)
    #dbg_value(i32 777, !222, !DIExpression(), !297)
  %65 = icmp eq i32 %60, 63, !dbg !299
  br i1 %65, label %66, label %67, !dbg !299

66:                                               ; preds = %62, %57
    #dbg_value(ptr undef, !300, !DIExpression(), !306)
    #dbg_value(ptr undef, !259, !DIExpression(), !308)
  store i32 %58, ptr @g_live, align 4, !dbg !311
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !312)
  br label %74, !dbg !314

67:                                               ; preds = %62
  %68 = add nsw i32 %60, 2, !dbg !315
  store i32 %68, ptr @g_nlog, align 4, !dbg !315
  %69 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %63, !dbg !315
  store i32 777, ptr %69, align 4, !dbg !315
    #dbg_value(ptr undef, !300, !DIExpression(), !306)
    #dbg_value(ptr undef, !259, !DIExpression(), !308)
  store i32 %58, ptr @g_live, align 4, !dbg !311
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !312)
  %70 = icmp slt i32 %60, 62, !dbg !314
  br i1 %70, label %71, label %74, !dbg !314

71:                                               ; preds = %67
    #dbg_value(i32 -5, !222, !DIExpression(), !312)
  %72 = add nsw i32 %60, 3, !dbg !316
  store i32 %72, ptr @g_nlog, align 4, !dbg !316
  %73 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %68, !dbg !316
  store i32 -5, ptr %73, align 4, !dbg !316
  br label %74, !dbg !316

74:                                               ; preds = %67, %71, %66
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FEBDEDPL@guarded?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 10, i32 noundef %56), !dbg !317
    #dbg_value(!DIArgList(i32 %136, i32 2), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !189)
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GOGLHGCH@log?3?$AA@"), !dbg !318
    #dbg_value(i32 0, !129, !DIExpression(), !319)
  %77 = load i32, ptr @g_nlog, align 4, !dbg !320
  %78 = icmp sgt i32 %77, 0, !dbg !320
  br i1 %78, label %147, label %139, !dbg !320

79:                                               ; preds = %0, %132
  %80 = phi i32 [ 0, %0 ], [ %136, %132 ]
  %81 = phi i32 [ 0, %0 ], [ %137, %132 ]
    #dbg_value(i32 %80, !116, !DIExpression(), !189)
    #dbg_value(i32 %81, !117, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !321
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !321
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !321
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !321
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !321
    #dbg_assign(i1 undef, !180, !DIExpression(), !187, ptr %8, !DIExpression(), !181)
    #dbg_value(i32 %81, !136, !DIExpression(), !181)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %81)
          to label %132 unwind label %82, !dbg !321

82:                                               ; preds = %79
  %83 = catchswitch within none [label %84, label %88, label %94, label %104, label %115, label %124, label %130] unwind to caller, !dbg !323

84:                                               ; preds = %82
  %85 = catchpad within %83 [ptr @"??_R0H@8", i32 0, ptr %8], !dbg !323
  %86 = load i32, ptr %8, align 4, !dbg !324
  %87 = add nsw i32 %86, 100, !dbg !324
  catchret from %85 to label %132, !dbg !326

88:                                               ; preds = %82
  %89 = catchpad within %83 [ptr @"??_R0N@8", i32 0, ptr %7], !dbg !323
  %90 = load double, ptr %7, align 8, !dbg !327
  %91 = fmul double %90, 2.000000e+00, !dbg !327
  %92 = fptosi double %91 to i32, !dbg !327
  %93 = add nsw i32 %92, 200, !dbg !327
  catchret from %89 to label %132, !dbg !329

94:                                               ; preds = %82
  %95 = catchpad within %83 [ptr @"??_R0?AUIoError@@@8", i32 8, ptr %6], !dbg !323
  %96 = load ptr, ptr %6, align 4, !dbg !330
  %97 = getelementptr inbounds i8, ptr %96, i32 4, !dbg !330
  %98 = load i32, ptr %97, align 4, !dbg !330
  %99 = mul nsw i32 %98, 10, !dbg !330
  %100 = add nsw i32 %99, 300, !dbg !330
  %101 = getelementptr inbounds i8, ptr %96, i32 12, !dbg !330
  %102 = load i32, ptr %101, align 4, !dbg !330
  %103 = add nsw i32 %100, %102, !dbg !330
  catchret from %95 to label %132, !dbg !332

104:                                              ; preds = %82
  %105 = catchpad within %83 [ptr @"??_R0?AUError@@@8", i32 8, ptr %5], !dbg !323
  %106 = load ptr, ptr %5, align 4, !dbg !333
  %107 = getelementptr inbounds i8, ptr %106, i32 4, !dbg !333
  %108 = load i32, ptr %107, align 4, !dbg !333
  %109 = add nsw i32 %108, 400, !dbg !333
  %110 = load ptr, ptr %106, align 4, !dbg !333
  %111 = getelementptr inbounds i8, ptr %110, i32 4, !dbg !333
  %112 = load ptr, ptr %111, align 4, !dbg !333
  %113 = call x86_thiscallcc noundef i32 %112(ptr noundef nonnull align 4 dereferenceable(12) %106) [ "funclet"(token %105) ], !dbg !333
  %114 = add nsw i32 %109, %113, !dbg !333
  catchret from %105 to label %132, !dbg !335

115:                                              ; preds = %82
  %116 = catchpad within %83 [ptr @"??_R0PAUError@@@8", i32 0, ptr %4], !dbg !323
  %117 = load ptr, ptr %4, align 4, !dbg !336
  %118 = getelementptr inbounds i8, ptr %117, i32 4, !dbg !336
  %119 = load i32, ptr %118, align 4, !dbg !336
  %120 = add nsw i32 %119, 500, !dbg !336
    #dbg_value(i32 %120, !159, !DIExpression(), !337)
  %121 = load ptr, ptr %117, align 4, !dbg !338
  %122 = load ptr, ptr %121, align 4, !dbg !338
  %123 = call x86_thiscallcc noundef ptr %122(ptr noundef nonnull align 4 dereferenceable(12) %117, i32 noundef 1) #9 [ "funclet"(token %116) ], !dbg !338
  catchret from %116 to label %132, !dbg !339

124:                                              ; preds = %82
  %125 = catchpad within %83 [ptr @"??_R0PAD@8", i32 1, ptr %3], !dbg !323
  %126 = load ptr, ptr %3, align 4, !dbg !340
  %127 = load i8, ptr %126, align 1, !dbg !340
  %128 = icmp eq i8 %127, 99, !dbg !340
  %129 = select i1 %128, i32 601, i32 600, !dbg !340
  catchret from %125 to label %132, !dbg !342

130:                                              ; preds = %82
  %131 = catchpad within %83 [ptr null, i32 64, ptr null], !dbg !323
  catchret from %131 to label %132, !dbg !343

132:                                              ; preds = %79, %84, %88, %94, %104, %115, %124, %130
  %133 = phi i32 [ %87, %84 ], [ 999, %130 ], [ %129, %124 ], [ %120, %115 ], [ %114, %104 ], [ %103, %94 ], [ %93, %88 ], [ 0, %79 ], !dbg !181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !345
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !345
    #dbg_value(i32 %133, !119, !DIExpression(), !346)
  %134 = load i32, ptr @g_live, align 4, !dbg !347
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NJMBMEEP@classify?$CI?$CFd?$CJ?5?$DN?5?$CFd?0?5live?$DN?$CFd?6?$AA@", i32 noundef %81, i32 noundef %133, i32 noundef %134), !dbg !347
  %136 = add nsw i32 %133, %80, !dbg !348
    #dbg_value(i32 %136, !116, !DIExpression(), !189)
  %137 = add nuw nsw i32 %81, 1, !dbg !349
    #dbg_value(i32 %137, !117, !DIExpression(), !190)
  %138 = icmp eq i32 %137, 8, !dbg !191
  br i1 %138, label %10, label %79, !dbg !191, !llvm.loop !350

139:                                              ; preds = %147, %74
  %140 = add nsw i32 %136, 2, !dbg !353
    #dbg_value(i32 %140, !116, !DIExpression(), !189)
  %141 = load i32, ptr @g_live, align 4, !dbg !354
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@MPHGKIKG@?6total?$DN?$CFd?5live?$DN?$CFd?6?$AA@", i32 noundef %140, i32 noundef %141), !dbg !354
  %143 = load i32, ptr @g_live, align 4, !dbg !355
  %144 = icmp eq i32 %143, 0, !dbg !355
  %145 = select i1 %144, ptr @"??_C@_02MFDMBIJM@ok?$AA@", ptr @"??_C@_04GKMBGEJM@LEAK?$AA@", !dbg !355
  %146 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %145), !dbg !355
  ret i32 0, !dbg !356

147:                                              ; preds = %74, %147
  %148 = phi i32 [ %152, %147 ], [ 0, %74 ]
    #dbg_value(i32 %148, !129, !DIExpression(), !319)
  %149 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %148, !dbg !357
  %150 = load i32, ptr %149, align 4, !dbg !357
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %150), !dbg !357
  %152 = add nuw nsw i32 %148, 1, !dbg !359
    #dbg_value(i32 %152, !129, !DIExpression(), !319)
  %153 = load i32, ptr @g_nlog, align 4, !dbg !320
  %154 = icmp slt i32 %152, %153, !dbg !320
  br i1 %154, label %147, label %139, !dbg !320, !llvm.loop !360
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse
define internal fastcc noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !362 {
  %2 = alloca i32, align 4, !DIAssignID !369
    #dbg_assign(i1 undef, !366, !DIExpression(), !369, ptr %2, !DIExpression(), !370)
  %3 = alloca %struct.Error, align 4
  %4 = alloca ptr, align 4, !DIAssignID !371
    #dbg_assign(i1 undef, !368, !DIExpression(), !371, ptr %4, !DIExpression(), !372)
    #dbg_value(i32 %0, !364, !DIExpression(), !372)
    #dbg_value(i32 0, !365, !DIExpression(), !372)
    #dbg_value(i32 %0, !373, !DIExpression(), !377)
    #dbg_value(i32 %0, !206, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !380)
    #dbg_value(ptr undef, !207, !DIExpression(), !380)
    #dbg_value(i32 %0, !376, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !377)
  %5 = load i32, ptr @g_live, align 4, !dbg !382
  %6 = add nsw i32 %5, 1, !dbg !382
  store i32 %6, ptr @g_live, align 4, !dbg !382
    #dbg_value(i32 %0, !222, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !383)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !385
  %8 = icmp slt i32 %7, 64, !dbg !385
  br i1 %8, label %9, label %13, !dbg !385

9:                                                ; preds = %1
  %10 = add nuw nsw i32 %0, 50, !dbg !386
    #dbg_value(i32 %10, !206, !DIExpression(), !380)
    #dbg_value(i32 %10, !376, !DIExpression(), !377)
    #dbg_value(i32 %10, !222, !DIExpression(), !383)
  %11 = add nsw i32 %7, 1, !dbg !387
  store i32 %11, ptr @g_nlog, align 4, !dbg !387
  %12 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %7, !dbg !387
  store i32 %10, ptr %12, align 4, !dbg !387
  br label %13, !dbg !387

13:                                               ; preds = %9, %1
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %20 unwind label %14, !dbg !388

14:                                               ; preds = %13
  %15 = catchswitch within none [label %16] unwind label %29, !dbg !390

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr null, i32 64, ptr null], !dbg !390
  %18 = load i32, ptr @rethrow_count, align 4, !dbg !391
  %19 = add nsw i32 %18, 1, !dbg !391
  store i32 %19, ptr @rethrow_count, align 4, !dbg !391
  invoke void @_CxxThrowException(ptr null, ptr null) #8 [ "funclet"(token %17) ]
          to label %40 unwind label %29, !dbg !393

20:                                               ; preds = %13
    #dbg_value(ptr undef, !259, !DIExpression(), !394)
  %21 = load i32, ptr @g_live, align 4, !dbg !396
  %22 = add nsw i32 %21, -1, !dbg !396
  store i32 %22, ptr @g_live, align 4, !dbg !396
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !397)
  %23 = load i32, ptr @g_nlog, align 4, !dbg !399
  %24 = icmp slt i32 %23, 64, !dbg !399
  br i1 %24, label %25, label %59, !dbg !399

25:                                               ; preds = %20
    #dbg_value(!DIArgList(i32 0, i32 %0), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !397)
  %26 = sub nsw i32 -50, %0, !dbg !396
    #dbg_value(i32 %26, !222, !DIExpression(), !397)
  %27 = add nsw i32 %23, 1, !dbg !400
  store i32 %27, ptr @g_nlog, align 4, !dbg !400
  %28 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %23, !dbg !400
  store i32 %26, ptr %28, align 4, !dbg !400
  br label %59, !dbg !400

29:                                               ; preds = %16, %14
  %30 = cleanuppad within none [], !dbg !401
    #dbg_value(ptr undef, !259, !DIExpression(), !402)
  %31 = load i32, ptr @g_live, align 4, !dbg !404
  %32 = add nsw i32 %31, -1, !dbg !404
  store i32 %32, ptr @g_live, align 4, !dbg !404
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !405)
  %33 = load i32, ptr @g_nlog, align 4, !dbg !407
  %34 = icmp slt i32 %33, 64, !dbg !407
  br i1 %34, label %35, label %39, !dbg !407

35:                                               ; preds = %29
    #dbg_value(!DIArgList(i32 0, i32 %0), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !405)
  %36 = sub nsw i32 -50, %0, !dbg !404
    #dbg_value(i32 %36, !222, !DIExpression(), !405)
  %37 = add nsw i32 %33, 1, !dbg !408
  store i32 %37, ptr @g_nlog, align 4, !dbg !408
  %38 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %33, !dbg !408
  store i32 %36, ptr %38, align 4, !dbg !408
  br label %39, !dbg !408

39:                                               ; preds = %35, %29
  cleanupret from %30 unwind label %41

40:                                               ; preds = %16
  unreachable

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %49, !dbg !409

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0H@8", i32 0, ptr %2], !dbg !409
  %45 = load i32, ptr %2, align 4, !dbg !410
    #dbg_value(i32 %45, !365, !DIExpression(), !372)
  %46 = add nsw i32 %45, 1, !dbg !412
    #dbg_value(ptr @"??_C@_06PEIBIDGM@nested?$AA@", !247, !DIExpression(), !413)
    #dbg_value(i32 %46, !250, !DIExpression(), !413)
    #dbg_value(ptr %3, !251, !DIExpression(), !413)
  store ptr @"??_7Error@@6B@", ptr %3, align 4, !dbg !415
  %47 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !415
  store i32 %46, ptr %47, align 4, !dbg !415
  %48 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !415
  store ptr @"??_C@_06PEIBIDGM@nested?$AA@", ptr %48, align 4, !dbg !415
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUError@@") #8 [ "funclet"(token %44) ]
          to label %63 unwind label %49, !dbg !412

49:                                               ; preds = %43, %41
  %50 = phi i32 [ 0, %41 ], [ %45, %43 ], !dbg !372
  %51 = catchswitch within none [label %52, label %61] unwind to caller, !dbg !416

52:                                               ; preds = %49
  %53 = catchpad within %51 [ptr @"??_R0?AUError@@@8", i32 8, ptr %4], !dbg !416
  %54 = load ptr, ptr %4, align 4, !dbg !417
  %55 = getelementptr inbounds i8, ptr %54, i32 4, !dbg !417
  %56 = load i32, ptr %55, align 4, !dbg !417
  %57 = mul nsw i32 %56, 100, !dbg !417
  %58 = add nsw i32 %57, %50, !dbg !417
    #dbg_value(i32 %58, !365, !DIExpression(), !372)
  catchret from %53 to label %59, !dbg !419

59:                                               ; preds = %25, %20, %61, %52
  %60 = phi i32 [ %58, %52 ], [ -1, %61 ], [ 0, %20 ], [ 0, %25 ], !dbg !372
    #dbg_value(i32 %60, !365, !DIExpression(), !372)
  ret i32 %60, !dbg !420

61:                                               ; preds = %49
  %62 = catchpad within %51 [ptr null, i32 64, ptr null], !dbg !416
    #dbg_value(i32 -1, !365, !DIExpression(), !372)
  catchret from %62 to label %59, !dbg !421

63:                                               ; preds = %43
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 !dbg !423 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca %struct.Error, align 4
  %5 = alloca %struct.IoError, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Tracer, align 4
    #dbg_value(i32 %0, !425, !DIExpression(), !427)
    #dbg_value(i32 %0, !206, !DIExpression(), !428)
    #dbg_value(ptr undef, !207, !DIExpression(), !428)
    #dbg_value(i32 %0, !426, !DIExpression(), !427)
  %9 = load i32, ptr @g_live, align 4, !dbg !430
  %10 = add nsw i32 %9, 1, !dbg !430
  store i32 %10, ptr @g_live, align 4, !dbg !430
    #dbg_value(i32 %0, !222, !DIExpression(), !431)
  %11 = load i32, ptr @g_nlog, align 4, !dbg !433
  %12 = icmp slt i32 %11, 64, !dbg !433
  br i1 %12, label %13, label %16, !dbg !433

13:                                               ; preds = %1
  %14 = add nsw i32 %11, 1, !dbg !434
  store i32 %14, ptr @g_nlog, align 4, !dbg !434
  %15 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %11, !dbg !434
  store i32 %0, ptr %15, align 4, !dbg !434
  br label %16, !dbg !434

16:                                               ; preds = %1, %13
  %17 = phi i32 [ %11, %1 ], [ %14, %13 ]
  switch i32 %0, label %40 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %20
    i32 3, label %23
    i32 4, label %27
    i32 5, label %32
    i32 6, label %33
  ], !dbg !435

18:                                               ; preds = %16
  store i32 42, ptr %2, align 4, !dbg !436
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #8
          to label %58 unwind label %47, !dbg !436

19:                                               ; preds = %16
  store double 3.500000e+00, ptr %3, align 8, !dbg !438
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1N) #8
          to label %58 unwind label %47, !dbg !438

20:                                               ; preds = %16
    #dbg_value(ptr @"??_C@_05CGDPOPDB@plain?$AA@", !247, !DIExpression(), !439)
    #dbg_value(i32 7, !250, !DIExpression(), !439)
    #dbg_value(ptr %4, !251, !DIExpression(), !439)
  store ptr @"??_7Error@@6B@", ptr %4, align 4, !dbg !441
  %21 = getelementptr inbounds i8, ptr %4, i32 4, !dbg !441
  store i32 7, ptr %21, align 4, !dbg !441
  %22 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !441
  store ptr @"??_C@_05CGDPOPDB@plain?$AA@", ptr %22, align 4, !dbg !441
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1?AUError@@") #8
          to label %58 unwind label %47, !dbg !442

23:                                               ; preds = %16
    #dbg_value(i32 3, !238, !DIExpression(), !443)
    #dbg_value(i32 9, !241, !DIExpression(), !443)
    #dbg_value(ptr %5, !242, !DIExpression(), !443)
    #dbg_value(ptr @"??_C@_02KFNNKBCK@io?$AA@", !247, !DIExpression(), !445)
    #dbg_value(i32 9, !250, !DIExpression(), !445)
    #dbg_value(ptr %5, !251, !DIExpression(), !445)
  %24 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !447
  store i32 9, ptr %24, align 4, !dbg !447
  %25 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !447
  store ptr @"??_C@_02KFNNKBCK@io?$AA@", ptr %25, align 4, !dbg !447
  store ptr @"??_7IoError@@6B@", ptr %5, align 4, !dbg !448
  %26 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !448
  store i32 3, ptr %26, align 4, !dbg !448
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2?AUIoError@@") #8
          to label %58 unwind label %47, !dbg !449

27:                                               ; preds = %16
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @"??2@YAPAXI@Z"(i32 noundef 12) #10
          to label %29 unwind label %47, !dbg !450, !heapallocsite !139

29:                                               ; preds = %27
    #dbg_value(ptr @"??_C@_04PKENOLLO@heap?$AA@", !247, !DIExpression(), !451)
    #dbg_value(i32 11, !250, !DIExpression(), !451)
    #dbg_value(ptr %28, !251, !DIExpression(), !451)
  store ptr @"??_7Error@@6B@", ptr %28, align 4, !dbg !453
  %30 = getelementptr inbounds i8, ptr %28, i32 4, !dbg !453
  store i32 11, ptr %30, align 4, !dbg !453
  %31 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !453
  store ptr @"??_C@_04PKENOLLO@heap?$AA@", ptr %31, align 4, !dbg !453
  store ptr %28, ptr %6, align 4, !dbg !450
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI2PAUError@@") #8
          to label %58 unwind label %47, !dbg !450

32:                                               ; preds = %16
  store ptr @"??_C@_08POJBLELK@c?9string?$AA@", ptr %7, align 4, !dbg !454
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TIC2PAD) #8
          to label %58 unwind label %47, !dbg !454

33:                                               ; preds = %16
    #dbg_value(i32 600, !206, !DIExpression(), !455)
    #dbg_value(ptr %8, !207, !DIExpression(), !455)
  store i32 600, ptr %8, align 4, !dbg !457
  %34 = add nsw i32 %9, 2, !dbg !458
  store i32 %34, ptr @g_live, align 4, !dbg !458
    #dbg_value(i32 600, !222, !DIExpression(), !459)
  %35 = icmp slt i32 %17, 64, !dbg !461
  br i1 %35, label %36, label %39, !dbg !461

36:                                               ; preds = %33
  %37 = add nsw i32 %17, 1, !dbg !462
  store i32 %37, ptr @g_nlog, align 4, !dbg !462
  %38 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %17, !dbg !462
  store i32 600, ptr %38, align 4, !dbg !462
  br label %39, !dbg !462

39:                                               ; preds = %36, %33
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUTracer@@") #8
          to label %58 unwind label %47, !dbg !463

40:                                               ; preds = %16
    #dbg_value(ptr undef, !259, !DIExpression(), !464)
  store i32 %9, ptr @g_live, align 4, !dbg !466
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !467)
  %41 = icmp slt i32 %17, 64, !dbg !469
  br i1 %41, label %42, label %46, !dbg !469

42:                                               ; preds = %40
    #dbg_value(!DIArgList(i32 0, i32 %0), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !467)
  %43 = sub nsw i32 0, %0, !dbg !466
    #dbg_value(i32 %43, !222, !DIExpression(), !467)
  %44 = add nsw i32 %17, 1, !dbg !470
  store i32 %44, ptr @g_nlog, align 4, !dbg !470
  %45 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %17, !dbg !470
  store i32 %43, ptr %45, align 4, !dbg !470
  br label %46, !dbg !470

46:                                               ; preds = %40, %42
  ret void, !dbg !471

47:                                               ; preds = %39, %32, %29, %27, %23, %20, %19, %18
  %48 = cleanuppad within none [], !dbg !471
    #dbg_value(ptr undef, !259, !DIExpression(), !472)
  %49 = load i32, ptr @g_live, align 4, !dbg !474
  %50 = add nsw i32 %49, -1, !dbg !474
  store i32 %50, ptr @g_live, align 4, !dbg !474
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !475)
  %51 = load i32, ptr @g_nlog, align 4, !dbg !477
  %52 = icmp slt i32 %51, 64, !dbg !477
  br i1 %52, label %53, label %57, !dbg !477

53:                                               ; preds = %47
    #dbg_value(!DIArgList(i32 0, i32 %0), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !475)
  %54 = sub nsw i32 0, %0, !dbg !474
    #dbg_value(i32 %54, !222, !DIExpression(), !475)
  %55 = add nsw i32 %51, 1, !dbg !478
  store i32 %55, ptr @g_nlog, align 4, !dbg !478
  %56 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %51, !dbg !478
  store i32 %54, ptr %56, align 4, !dbg !478
  br label %57, !dbg !478

57:                                               ; preds = %47, %53
  cleanupret from %48 unwind to caller, !dbg !471

58:                                               ; preds = %39, %32, %29, %23, %20, %19, %18
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Error@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat align 2 !dbg !479 {
    #dbg_value(ptr %1, !485, !DIExpression(), !487)
    #dbg_value(ptr %0, !486, !DIExpression(), !487)
  store ptr @"??_7Error@@6B@", ptr %0, align 4, !dbg !488
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !488
  %4 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !488
  %5 = load i64, ptr %4, align 4, !dbg !488
  store i64 %5, ptr %3, align 4, !dbg !488
  ret ptr %0, !dbg !488
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0IoError@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 !dbg !489 {
    #dbg_value(ptr %1, !494, !DIExpression(), !496)
    #dbg_value(ptr %0, !495, !DIExpression(), !496)
    #dbg_value(ptr %1, !485, !DIExpression(), !497)
    #dbg_value(ptr %0, !486, !DIExpression(), !497)
  store ptr @"??_7Error@@6B@", ptr %0, align 4, !dbg !499
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !499
  %4 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !499
  %5 = load i64, ptr %4, align 4, !dbg !499
  store i64 %5, ptr %3, align 4, !dbg !499
  store ptr @"??_7IoError@@6B@", ptr %0, align 4, !dbg !500
  %6 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !500
  %7 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !500
  %8 = load i32, ptr %7, align 4, !dbg !500
  store i32 %8, ptr %6, align 4, !dbg !500
  ret ptr %0, !dbg !500
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Error@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 !dbg !501 {
    #dbg_value(ptr %0, !503, !DIExpression(), !504)
  ret void, !dbg !505
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Tracer@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat align 2 !dbg !506 {
    #dbg_value(ptr %1, !508, !DIExpression(), !510)
    #dbg_value(ptr %0, !509, !DIExpression(), !510)
  %3 = load i32, ptr %1, align 4, !dbg !511
  %4 = add nsw i32 %3, 1000, !dbg !511
  store i32 %4, ptr %0, align 4, !dbg !511
  %5 = load i32, ptr @g_live, align 4, !dbg !512
  %6 = add nsw i32 %5, 1, !dbg !512
  store i32 %6, ptr @g_live, align 4, !dbg !512
    #dbg_value(i32 %4, !222, !DIExpression(), !514)
  %7 = load i32, ptr @g_nlog, align 4, !dbg !516
  %8 = icmp slt i32 %7, 64, !dbg !516
  br i1 %8, label %9, label %12, !dbg !516

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1, !dbg !517
  store i32 %10, ptr @g_nlog, align 4, !dbg !517
  %11 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %7, !dbg !517
  store i32 %4, ptr %11, align 4, !dbg !517
  br label %12, !dbg !517

12:                                               ; preds = %2, %9
  ret ptr %0, !dbg !511
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Tracer@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !260 {
    #dbg_value(ptr %0, !259, !DIExpression(), !518)
  %2 = load i32, ptr @g_live, align 4, !dbg !519
  %3 = add nsw i32 %2, -1, !dbg !519
  store i32 %3, ptr @g_live, align 4, !dbg !519
    #dbg_value(!DIArgList(i32 poison, i32 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !520)
  %4 = load i32, ptr @g_nlog, align 4, !dbg !522
  %5 = icmp slt i32 %4, 64, !dbg !522
  br i1 %5, label %6, label %11, !dbg !522

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !519
    #dbg_value(!DIArgList(i32 0, i32 %7), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !520)
  %8 = sub nsw i32 0, %7, !dbg !519
    #dbg_value(i32 %8, !222, !DIExpression(), !520)
  %9 = add nsw i32 %4, 1, !dbg !523
  store i32 %9, ptr @g_nlog, align 4, !dbg !523
  %10 = getelementptr inbounds [64 x i32], ptr @g_log, i32 0, i32 %4, !dbg !523
  store i32 %8, ptr %10, align 4, !dbg !523
  br label %11, !dbg !523

11:                                               ; preds = %1, %6
  ret void, !dbg !524
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !525 {
    #dbg_value(i32 %1, !527, !DIExpression(), !529)
    #dbg_value(ptr %0, !528, !DIExpression(), !529)
  %3 = icmp eq i32 %1, 0, !dbg !530
  br i1 %3, label %5, label %4, !dbg !530

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #11, !dbg !530
  br label %5, !dbg !530

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !530
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@Error@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 !dbg !531 {
    #dbg_value(ptr %0, !533, !DIExpression(), !535)
  ret i32 1, !dbg !536
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GIoError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !537 {
    #dbg_value(i32 %1, !542, !DIExpression(), !544)
    #dbg_value(ptr %0, !543, !DIExpression(), !544)
  %3 = icmp eq i32 %1, 0, !dbg !545
  br i1 %3, label %5, label %4, !dbg !545

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #11, !dbg !545
  br label %5, !dbg !545

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !545
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?kind@IoError@@UBEHXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 !dbg !546 {
    #dbg_value(ptr %0, !548, !DIExpression(), !550)
  ret i32 2, !dbg !551
}

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !32, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !7, identifier: ".?AUTracer@@")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!19 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !22, identifier: ".?AUHolder@@")
!22 = !{!23, !24, !25, !28}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !3, line: 109, baseType: !6, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !21, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!25 = !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!26 = !DISubroutineType(types: !27)
!27 = !{!5, !5}
!28 = !DISubprogram(name: "Holder", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!29 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !30)
!30 = !{null, !31, !5}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !{!33, !40, !45, !50, !55, !60, !65, !70, !75, !77, !82, !84, !89, !0, !91, !96, !98, !100}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 224, elements: !38)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 28)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 141, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 146, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 40, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 5)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 152, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 19)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !57, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !72, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 56, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 7)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_log", scope: !2, file: !3, line: 11, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 64)
!105 = !{i32 1, !"NumRegisterParameters", i32 0}
!106 = !{i32 2, !"CodeView", i32 1}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 2}
!109 = !{i32 1, !"MaxTLSAlign", i32 65536}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !113, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!5}
!115 = !{!116, !117, !119, !122, !129}
!116 = !DILocalVariable(name: "total", scope: !112, file: !3, line: 135, type: !5)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 136, type: !5)
!118 = distinct !DILexicalBlock(scope: !112, file: !3, line: 136)
!119 = !DILocalVariable(name: "c", scope: !120, file: !3, line: 137, type: !5)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 136)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 136)
!122 = !DILocalVariable(name: "nt", scope: !112, file: !3, line: 144, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !124, identifier: ".?AUNoThrow@@")
!124 = !{!125}
!125 = !DISubprogram(name: "f", linkageName: "?f@NoThrow@@QAEHH@Z", scope: !123, file: !3, line: 131, type: !126, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !127)
!127 = !{!5, !128, !5}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 147, type: !5)
!130 = distinct !DILexicalBlock(scope: !112, file: !3, line: 147)
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 69, type: !146)
!134 = distinct !DISubprogram(name: "classify", linkageName: "?classify@@YAHH@Z", scope: !3, file: !3, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!135 = !{!136, !133, !137, !159, !161, !163, !178, !180}
!136 = !DILocalVariable(name: "how", arg: 1, scope: !134, file: !3, line: 54, type: !5)
!137 = !DILocalVariable(name: "p", scope: !134, file: !3, line: 65, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 32)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !140, vtableHolder: !139, identifier: ".?AUError@@")
!140 = !{!141, !142, !144, !145, !147, !151, !154}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !143, size: 32, flags: DIFlagArtificial)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 32)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !139, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !139, file: !3, line: 28, baseType: !146, size: 32, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!147 = !DISubprogram(name: "Error", scope: !139, file: !3, line: 29, type: !148, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !149)
!149 = !{null, !150, !5, !146}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "~Error", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, containingType: !139, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!152 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !153)
!153 = !{null, !150}
!154 = !DISubprogram(name: "kind", linkageName: "?kind@Error@@UBEHXZ", scope: !139, file: !3, line: 31, type: !155, scopeLine: 31, containingType: !139, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!155 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !156)
!156 = !{!5, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!159 = !DILocalVariable(name: "r", scope: !160, file: !3, line: 66, type: !5)
!160 = distinct !DILexicalBlock(scope: !134, file: !3, line: 65)
!161 = !DILocalVariable(name: "e", scope: !134, file: !3, line: 63, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !139, size: 32)
!163 = !DILocalVariable(name: "e", scope: !134, file: !3, line: 61, type: !164)
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !165, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !167, vtableHolder: !139, identifier: ".?AUIoError@@")
!167 = !{!168, !141, !169, !170, !174}
!168 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !166, baseType: !139, extraData: i32 0)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !166, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!170 = !DISubprogram(name: "IoError", scope: !166, file: !3, line: 36, type: !171, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !172)
!172 = !{null, !173, !5, !5}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!174 = !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UBEHXZ", scope: !166, file: !3, line: 37, type: !175, scopeLine: 37, containingType: !166, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!175 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !176)
!176 = !{!5, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DILocalVariable(name: "d", scope: !134, file: !3, line: 59, type: !179)
!179 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!180 = !DILocalVariable(name: "v", scope: !134, file: !3, line: 57, type: !5)
!181 = !DILocation(line: 0, scope: !134, inlinedAt: !182)
!182 = distinct !DILocation(line: 137, scope: !120)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !112)
!190 = !DILocation(line: 0, scope: !118)
!191 = !DILocation(line: 136, scope: !118)
!192 = !DILocation(line: 141, scope: !112)
!193 = !DILocation(line: 142, scope: !112)
!194 = !DILocation(line: 124, scope: !195, inlinedAt: !201)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 123)
!196 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 123, type: !26, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!197 = !{!198, !199, !200}
!198 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !3, line: 123, type: !5)
!199 = !DILocalVariable(name: "h", scope: !195, file: !3, line: 124, type: !21)
!200 = !DILocalVariable(name: "e", scope: !196, file: !3, line: 126, type: !164)
!201 = distinct !DILocation(line: 143, scope: !112)
!202 = !DILocation(line: 0, scope: !196, inlinedAt: !201)
!203 = !DILocation(line: 21, scope: !204, inlinedAt: !209)
!204 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QAE@H@Z", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !205)
!205 = !{!206, !207}
!206 = !DILocalVariable(name: "i", arg: 2, scope: !204, file: !3, line: 21, type: !5)
!207 = !DILocalVariable(name: "this", arg: 1, scope: !204, type: !208, flags: DIFlagArtificial | DIFlagObjectPointer)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!209 = distinct !DILocation(line: 115, scope: !210, inlinedAt: !216)
!210 = distinct !DISubprogram(name: "Holder", linkageName: "??0Holder@@QAE@H@Z", scope: !21, file: !3, line: 115, type: !29, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !28, retainedNodes: !211)
!211 = !{!212, !213, !215}
!212 = !DILocalVariable(name: "x", arg: 2, scope: !210, file: !3, line: 115, type: !5)
!213 = !DILocalVariable(name: "this", arg: 1, scope: !210, type: !214, flags: DIFlagArtificial | DIFlagObjectPointer)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!215 = !DILocalVariable(name: "e", scope: !210, file: !3, line: 117, type: !162)
!216 = distinct !DILocation(line: 124, scope: !195, inlinedAt: !201)
!217 = !DILocation(line: 0, scope: !210, inlinedAt: !216)
!218 = !DILocation(line: 0, scope: !204, inlinedAt: !209)
!219 = !DILocation(line: 0, scope: !195, inlinedAt: !201)
!220 = !DILocation(line: 21, scope: !221, inlinedAt: !209)
!221 = distinct !DILexicalBlock(scope: !204, file: !3, line: 21)
!222 = !DILocalVariable(name: "v", arg: 1, scope: !223, file: !3, line: 14, type: !5)
!223 = distinct !DISubprogram(name: "note", linkageName: "?note@@YAXH@Z", scope: !3, file: !3, line: 14, type: !224, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !5}
!226 = !{!222}
!227 = !DILocation(line: 0, scope: !223, inlinedAt: !228)
!228 = distinct !DILocation(line: 21, scope: !221, inlinedAt: !209)
!229 = !DILocation(line: 15, scope: !223, inlinedAt: !228)
!230 = !DILocation(line: 16, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !223, file: !3, line: 15)
!232 = !DILocation(line: 112, scope: !233, inlinedAt: !236)
!233 = distinct !DISubprogram(name: "check", linkageName: "?check@Holder@@SAHH@Z", scope: !21, file: !3, line: 111, type: !26, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !25, retainedNodes: !234)
!234 = !{!235}
!235 = !DILocalVariable(name: "x", arg: 1, scope: !233, file: !3, line: 111, type: !5)
!236 = distinct !DILocation(line: 115, scope: !210, inlinedAt: !216)
!237 = !DILocation(line: 0, scope: !233, inlinedAt: !236)
!238 = !DILocalVariable(name: "f", arg: 3, scope: !239, file: !3, line: 36, type: !5)
!239 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QAE@HH@Z", scope: !166, file: !3, line: 36, type: !171, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !170, retainedNodes: !240)
!240 = !{!238, !241, !242}
!241 = !DILocalVariable(name: "c", arg: 2, scope: !239, file: !3, line: 36, type: !5)
!242 = !DILocalVariable(name: "this", arg: 1, scope: !239, type: !243, flags: DIFlagArtificial | DIFlagObjectPointer)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 32)
!244 = !DILocation(line: 0, scope: !239, inlinedAt: !245)
!245 = distinct !DILocation(line: 112, scope: !246, inlinedAt: !236)
!246 = distinct !DILexicalBlock(scope: !233, file: !3, line: 112)
!247 = !DILocalVariable(name: "w", arg: 3, scope: !248, file: !3, line: 29, type: !146)
!248 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QAE@HPBD@Z", scope: !139, file: !3, line: 29, type: !148, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !147, retainedNodes: !249)
!249 = !{!247, !250, !251}
!250 = !DILocalVariable(name: "c", arg: 2, scope: !248, file: !3, line: 29, type: !5)
!251 = !DILocalVariable(name: "this", arg: 1, scope: !248, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DILocation(line: 0, scope: !248, inlinedAt: !253)
!253 = distinct !DILocation(line: 36, scope: !239, inlinedAt: !245)
!254 = !DILocation(line: 29, scope: !248, inlinedAt: !253)
!255 = !DILocation(line: 36, scope: !239, inlinedAt: !245)
!256 = !DILocation(line: 112, scope: !246, inlinedAt: !236)
!257 = !DILocation(line: 117, scope: !258, inlinedAt: !216)
!258 = distinct !DILexicalBlock(scope: !210, file: !3, line: 115)
!259 = !DILocalVariable(name: "this", arg: 1, scope: !260, type: !208, flags: DIFlagArtificial | DIFlagObjectPointer)
!260 = distinct !DISubprogram(name: "~Tracer", linkageName: "??1Tracer@@QAE@XZ", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !261)
!261 = !{!259}
!262 = !DILocation(line: 0, scope: !260, inlinedAt: !263)
!263 = distinct !DILocation(line: 117, scope: !258, inlinedAt: !216)
!264 = !DILocation(line: 23, scope: !265, inlinedAt: !263)
!265 = distinct !DILexicalBlock(scope: !260, file: !3, line: 23)
!266 = !DILocation(line: 0, scope: !223, inlinedAt: !267)
!267 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !263)
!268 = !DILocation(line: 15, scope: !223, inlinedAt: !267)
!269 = !DILocation(line: 16, scope: !231, inlinedAt: !267)
!270 = !DILocation(line: 0, scope: !223, inlinedAt: !271)
!271 = distinct !DILocation(line: 118, scope: !272, inlinedAt: !216)
!272 = distinct !DILexicalBlock(scope: !210, file: !3, line: 117)
!273 = !DILocation(line: 15, scope: !223, inlinedAt: !271)
!274 = !DILocation(line: 16, scope: !231, inlinedAt: !271)
!275 = !DILocation(line: 119, scope: !272, inlinedAt: !216)
!276 = !DILocation(line: 126, scope: !195, inlinedAt: !201)
!277 = !DILocation(line: 127, scope: !278, inlinedAt: !201)
!278 = distinct !DILexicalBlock(scope: !196, file: !3, line: 126)
!279 = !DILocation(line: 128, scope: !278, inlinedAt: !201)
!280 = !DILocation(line: 128, scope: !196, inlinedAt: !201)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 0, scope: !196, inlinedAt: !283)
!283 = distinct !DILocation(line: 143, scope: !112)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !210, inlinedAt: !286)
!286 = distinct !DILocation(line: 124, scope: !195, inlinedAt: !283)
!287 = !DILocation(line: 0, scope: !204, inlinedAt: !288)
!288 = distinct !DILocation(line: 115, scope: !210, inlinedAt: !286)
!289 = !DILocation(line: 0, scope: !195, inlinedAt: !283)
!290 = !DILocation(line: 21, scope: !221, inlinedAt: !288)
!291 = !DILocation(line: 0, scope: !223, inlinedAt: !292)
!292 = distinct !DILocation(line: 21, scope: !221, inlinedAt: !288)
!293 = !DILocation(line: 15, scope: !223, inlinedAt: !292)
!294 = !DILocation(line: 16, scope: !231, inlinedAt: !292)
!295 = !DILocation(line: 0, scope: !233, inlinedAt: !296)
!296 = distinct !DILocation(line: 115, scope: !210, inlinedAt: !286)
!297 = !DILocation(line: 0, scope: !223, inlinedAt: !298)
!298 = distinct !DILocation(line: 116, scope: !258, inlinedAt: !286)
!299 = !DILocation(line: 15, scope: !223, inlinedAt: !298)
!300 = !DILocalVariable(name: "this", arg: 1, scope: !301, type: !214, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = distinct !DISubprogram(name: "~Holder", linkageName: "??1Holder@@QAE@XZ", scope: !21, file: !3, line: 108, type: !302, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !304, retainedNodes: !305)
!302 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !303)
!303 = !{null, !31}
!304 = !DISubprogram(name: "~Holder", scope: !21, type: !302, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !{!300}
!306 = !DILocation(line: 0, scope: !301, inlinedAt: !307)
!307 = distinct !DILocation(line: 126, scope: !195, inlinedAt: !283)
!308 = !DILocation(line: 0, scope: !260, inlinedAt: !309)
!309 = distinct !DILocation(line: 108, scope: !310, inlinedAt: !307)
!310 = distinct !DILexicalBlock(scope: !301, file: !3, line: 108)
!311 = !DILocation(line: 23, scope: !265, inlinedAt: !309)
!312 = !DILocation(line: 0, scope: !223, inlinedAt: !313)
!313 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !309)
!314 = !DILocation(line: 15, scope: !223, inlinedAt: !313)
!315 = !DILocation(line: 16, scope: !231, inlinedAt: !298)
!316 = !DILocation(line: 16, scope: !231, inlinedAt: !313)
!317 = !DILocation(line: 143, scope: !112)
!318 = !DILocation(line: 146, scope: !112)
!319 = !DILocation(line: 0, scope: !130)
!320 = !DILocation(line: 147, scope: !130)
!321 = !DILocation(line: 56, scope: !322, inlinedAt: !182)
!322 = distinct !DILexicalBlock(scope: !134, file: !3, line: 55)
!323 = !DILocation(line: 57, scope: !322, inlinedAt: !182)
!324 = !DILocation(line: 58, scope: !325, inlinedAt: !182)
!325 = distinct !DILexicalBlock(scope: !134, file: !3, line: 57)
!326 = !DILocation(line: 59, scope: !325, inlinedAt: !182)
!327 = !DILocation(line: 60, scope: !328, inlinedAt: !182)
!328 = distinct !DILexicalBlock(scope: !134, file: !3, line: 59)
!329 = !DILocation(line: 61, scope: !328, inlinedAt: !182)
!330 = !DILocation(line: 62, scope: !331, inlinedAt: !182)
!331 = distinct !DILexicalBlock(scope: !134, file: !3, line: 61)
!332 = !DILocation(line: 63, scope: !331, inlinedAt: !182)
!333 = !DILocation(line: 64, scope: !334, inlinedAt: !182)
!334 = distinct !DILexicalBlock(scope: !134, file: !3, line: 63)
!335 = !DILocation(line: 65, scope: !334, inlinedAt: !182)
!336 = !DILocation(line: 66, scope: !160, inlinedAt: !182)
!337 = !DILocation(line: 0, scope: !160, inlinedAt: !182)
!338 = !DILocation(line: 67, scope: !160, inlinedAt: !182)
!339 = !DILocation(line: 69, scope: !160, inlinedAt: !182)
!340 = !DILocation(line: 70, scope: !341, inlinedAt: !182)
!341 = distinct !DILexicalBlock(scope: !134, file: !3, line: 69)
!342 = !DILocation(line: 71, scope: !341, inlinedAt: !182)
!343 = !DILocation(line: 73, scope: !344, inlinedAt: !182)
!344 = distinct !DILexicalBlock(scope: !134, file: !3, line: 71)
!345 = !DILocation(line: 75, scope: !134, inlinedAt: !182)
!346 = !DILocation(line: 0, scope: !120)
!347 = !DILocation(line: 138, scope: !120)
!348 = !DILocation(line: 139, scope: !120)
!349 = !DILocation(line: 136, scope: !121)
!350 = distinct !{!350, !191, !351, !352}
!351 = !DILocation(line: 140, scope: !118)
!352 = !{!"llvm.loop.mustprogress"}
!353 = !DILocation(line: 145, scope: !112)
!354 = !DILocation(line: 149, scope: !112)
!355 = !DILocation(line: 150, scope: !112)
!356 = !DILocation(line: 151, scope: !112)
!357 = !DILocation(line: 148, scope: !358)
!358 = distinct !DILexicalBlock(scope: !130, file: !3, line: 147)
!359 = !DILocation(line: 147, scope: !358)
!360 = distinct !{!360, !320, !361, !352}
!361 = !DILocation(line: 148, scope: !130)
!362 = distinct !DISubprogram(name: "nested", linkageName: "?nested@@YAHH@Z", scope: !3, file: !3, line: 89, type: !26, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!363 = !{!364, !365, !366, !368}
!364 = !DILocalVariable(name: "how", arg: 1, scope: !362, file: !3, line: 89, type: !5)
!365 = !DILocalVariable(name: "r", scope: !362, file: !3, line: 90, type: !5)
!366 = !DILocalVariable(name: "v", scope: !367, file: !3, line: 94, type: !5)
!367 = distinct !DILexicalBlock(scope: !362, file: !3, line: 91)
!368 = !DILocalVariable(name: "e", scope: !362, file: !3, line: 98, type: !162)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !367)
!371 = distinct !DIAssignID()
!372 = !DILocation(line: 0, scope: !362)
!373 = !DILocalVariable(name: "how", arg: 1, scope: !374, file: !3, line: 79, type: !5)
!374 = distinct !DISubprogram(name: "middle", linkageName: "?middle@@YAXH@Z", scope: !3, file: !3, line: 79, type: !224, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !375)
!375 = !{!373, !376}
!376 = !DILocalVariable(name: "t", scope: !374, file: !3, line: 80, type: !6)
!377 = !DILocation(line: 0, scope: !374, inlinedAt: !378)
!378 = distinct !DILocation(line: 93, scope: !379)
!379 = distinct !DILexicalBlock(scope: !367, file: !3, line: 92)
!380 = !DILocation(line: 0, scope: !204, inlinedAt: !381)
!381 = distinct !DILocation(line: 80, scope: !374, inlinedAt: !378)
!382 = !DILocation(line: 21, scope: !221, inlinedAt: !381)
!383 = !DILocation(line: 0, scope: !223, inlinedAt: !384)
!384 = distinct !DILocation(line: 21, scope: !221, inlinedAt: !381)
!385 = !DILocation(line: 15, scope: !223, inlinedAt: !384)
!386 = !DILocation(line: 80, scope: !374, inlinedAt: !378)
!387 = !DILocation(line: 16, scope: !231, inlinedAt: !384)
!388 = !DILocation(line: 82, scope: !389, inlinedAt: !378)
!389 = distinct !DILexicalBlock(scope: !374, file: !3, line: 81)
!390 = !DILocation(line: 83, scope: !389, inlinedAt: !378)
!391 = !DILocation(line: 84, scope: !392, inlinedAt: !378)
!392 = distinct !DILexicalBlock(scope: !374, file: !3, line: 83)
!393 = !DILocation(line: 85, scope: !392, inlinedAt: !378)
!394 = !DILocation(line: 0, scope: !260, inlinedAt: !395)
!395 = distinct !DILocation(line: 87, scope: !374, inlinedAt: !378)
!396 = !DILocation(line: 23, scope: !265, inlinedAt: !395)
!397 = !DILocation(line: 0, scope: !223, inlinedAt: !398)
!398 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !395)
!399 = !DILocation(line: 15, scope: !223, inlinedAt: !398)
!400 = !DILocation(line: 16, scope: !231, inlinedAt: !398)
!401 = !DILocation(line: 87, scope: !374, inlinedAt: !378)
!402 = !DILocation(line: 0, scope: !260, inlinedAt: !403)
!403 = distinct !DILocation(line: 87, scope: !374, inlinedAt: !378)
!404 = !DILocation(line: 23, scope: !265, inlinedAt: !403)
!405 = !DILocation(line: 0, scope: !223, inlinedAt: !406)
!406 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !403)
!407 = !DILocation(line: 15, scope: !223, inlinedAt: !406)
!408 = !DILocation(line: 16, scope: !231, inlinedAt: !406)
!409 = !DILocation(line: 94, scope: !379)
!410 = !DILocation(line: 95, scope: !411)
!411 = distinct !DILexicalBlock(scope: !367, file: !3, line: 94)
!412 = !DILocation(line: 96, scope: !411)
!413 = !DILocation(line: 0, scope: !248, inlinedAt: !414)
!414 = distinct !DILocation(line: 96, scope: !411)
!415 = !DILocation(line: 29, scope: !248, inlinedAt: !414)
!416 = !DILocation(line: 98, scope: !367)
!417 = !DILocation(line: 99, scope: !418)
!418 = distinct !DILexicalBlock(scope: !362, file: !3, line: 98)
!419 = !DILocation(line: 100, scope: !418)
!420 = !DILocation(line: 103, scope: !362)
!421 = !DILocation(line: 102, scope: !422)
!422 = distinct !DILexicalBlock(scope: !362, file: !3, line: 100)
!423 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAXH@Z", scope: !3, file: !3, line: 40, type: !224, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !424)
!424 = !{!425, !426}
!425 = !DILocalVariable(name: "how", arg: 1, scope: !423, file: !3, line: 40, type: !5)
!426 = !DILocalVariable(name: "t", scope: !423, file: !3, line: 41, type: !6)
!427 = !DILocation(line: 0, scope: !423)
!428 = !DILocation(line: 0, scope: !204, inlinedAt: !429)
!429 = distinct !DILocation(line: 41, scope: !423)
!430 = !DILocation(line: 21, scope: !221, inlinedAt: !429)
!431 = !DILocation(line: 0, scope: !223, inlinedAt: !432)
!432 = distinct !DILocation(line: 21, scope: !221, inlinedAt: !429)
!433 = !DILocation(line: 15, scope: !223, inlinedAt: !432)
!434 = !DILocation(line: 16, scope: !231, inlinedAt: !432)
!435 = !DILocation(line: 42, scope: !423)
!436 = !DILocation(line: 43, scope: !437)
!437 = distinct !DILexicalBlock(scope: !423, file: !3, line: 42)
!438 = !DILocation(line: 44, scope: !437)
!439 = !DILocation(line: 0, scope: !248, inlinedAt: !440)
!440 = distinct !DILocation(line: 45, scope: !437)
!441 = !DILocation(line: 29, scope: !248, inlinedAt: !440)
!442 = !DILocation(line: 45, scope: !437)
!443 = !DILocation(line: 0, scope: !239, inlinedAt: !444)
!444 = distinct !DILocation(line: 46, scope: !437)
!445 = !DILocation(line: 0, scope: !248, inlinedAt: !446)
!446 = distinct !DILocation(line: 36, scope: !239, inlinedAt: !444)
!447 = !DILocation(line: 29, scope: !248, inlinedAt: !446)
!448 = !DILocation(line: 36, scope: !239, inlinedAt: !444)
!449 = !DILocation(line: 46, scope: !437)
!450 = !DILocation(line: 47, scope: !437)
!451 = !DILocation(line: 0, scope: !248, inlinedAt: !452)
!452 = distinct !DILocation(line: 47, scope: !437)
!453 = !DILocation(line: 29, scope: !248, inlinedAt: !452)
!454 = !DILocation(line: 48, scope: !437)
!455 = !DILocation(line: 0, scope: !204, inlinedAt: !456)
!456 = distinct !DILocation(line: 49, scope: !437)
!457 = !DILocation(line: 21, scope: !204, inlinedAt: !456)
!458 = !DILocation(line: 21, scope: !221, inlinedAt: !456)
!459 = !DILocation(line: 0, scope: !223, inlinedAt: !460)
!460 = distinct !DILocation(line: 21, scope: !221, inlinedAt: !456)
!461 = !DILocation(line: 15, scope: !223, inlinedAt: !460)
!462 = !DILocation(line: 16, scope: !231, inlinedAt: !460)
!463 = !DILocation(line: 49, scope: !437)
!464 = !DILocation(line: 0, scope: !260, inlinedAt: !465)
!465 = distinct !DILocation(line: 52, scope: !423)
!466 = !DILocation(line: 23, scope: !265, inlinedAt: !465)
!467 = !DILocation(line: 0, scope: !223, inlinedAt: !468)
!468 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !465)
!469 = !DILocation(line: 15, scope: !223, inlinedAt: !468)
!470 = !DILocation(line: 16, scope: !231, inlinedAt: !468)
!471 = !DILocation(line: 52, scope: !423)
!472 = !DILocation(line: 0, scope: !260, inlinedAt: !473)
!473 = distinct !DILocation(line: 52, scope: !423)
!474 = !DILocation(line: 23, scope: !265, inlinedAt: !473)
!475 = !DILocation(line: 0, scope: !223, inlinedAt: !476)
!476 = distinct !DILocation(line: 23, scope: !265, inlinedAt: !473)
!477 = !DILocation(line: 15, scope: !223, inlinedAt: !476)
!478 = !DILocation(line: 16, scope: !231, inlinedAt: !476)
!479 = distinct !DISubprogram(name: "Error", linkageName: "??0Error@@QAE@ABU0@@Z", scope: !139, file: !3, line: 26, type: !480, scopeLine: 26, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !483, retainedNodes: !484)
!480 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !481)
!481 = !{null, !150, !482}
!482 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !158, size: 32)
!483 = !DISubprogram(name: "Error", scope: !139, type: !480, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !{!485, !486}
!485 = !DILocalVariable(arg: 2, scope: !479, type: !482)
!486 = !DILocalVariable(name: "this", arg: 1, scope: !479, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!487 = !DILocation(line: 0, scope: !479)
!488 = !DILocation(line: 26, scope: !479)
!489 = distinct !DISubprogram(name: "IoError", linkageName: "??0IoError@@QAE@ABU0@@Z", scope: !166, file: !3, line: 34, type: !490, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !492, retainedNodes: !493)
!490 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !491)
!491 = !{null, !173, !164}
!492 = !DISubprogram(name: "IoError", scope: !166, type: !490, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !{!494, !495}
!494 = !DILocalVariable(arg: 2, scope: !489, type: !164)
!495 = !DILocalVariable(name: "this", arg: 1, scope: !489, type: !243, flags: DIFlagArtificial | DIFlagObjectPointer)
!496 = !DILocation(line: 0, scope: !489)
!497 = !DILocation(line: 0, scope: !479, inlinedAt: !498)
!498 = distinct !DILocation(line: 34, scope: !489)
!499 = !DILocation(line: 26, scope: !479, inlinedAt: !498)
!500 = !DILocation(line: 34, scope: !489)
!501 = distinct !DISubprogram(name: "~Error", linkageName: "??1Error@@UAE@XZ", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !502)
!502 = !{!503}
!503 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DILocation(line: 0, scope: !501)
!505 = !DILocation(line: 30, scope: !501)
!506 = distinct !DISubprogram(name: "Tracer", linkageName: "??0Tracer@@QAE@ABU0@@Z", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !507)
!507 = !{!508, !509}
!508 = !DILocalVariable(name: "o", arg: 2, scope: !506, file: !3, line: 22, type: !16)
!509 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !208, flags: DIFlagArtificial | DIFlagObjectPointer)
!510 = !DILocation(line: 0, scope: !506)
!511 = !DILocation(line: 22, scope: !506)
!512 = !DILocation(line: 22, scope: !513)
!513 = distinct !DILexicalBlock(scope: !506, file: !3, line: 22)
!514 = !DILocation(line: 0, scope: !223, inlinedAt: !515)
!515 = distinct !DILocation(line: 22, scope: !513)
!516 = !DILocation(line: 15, scope: !223, inlinedAt: !515)
!517 = !DILocation(line: 16, scope: !231, inlinedAt: !515)
!518 = !DILocation(line: 0, scope: !260)
!519 = !DILocation(line: 23, scope: !265)
!520 = !DILocation(line: 0, scope: !223, inlinedAt: !521)
!521 = distinct !DILocation(line: 23, scope: !265)
!522 = !DILocation(line: 15, scope: !223, inlinedAt: !521)
!523 = !DILocation(line: 16, scope: !231, inlinedAt: !521)
!524 = !DILocation(line: 23, scope: !260)
!525 = distinct !DISubprogram(name: "~Error", linkageName: "??_GError@@UAEPAXI@Z", scope: !139, file: !3, line: 30, type: !152, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !526)
!526 = !{!527, !528}
!527 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !525, type: !5, flags: DIFlagArtificial)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !525, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !525)
!530 = !DILocation(line: 30, scope: !525)
!531 = distinct !DISubprogram(name: "kind", linkageName: "?kind@Error@@UBEHXZ", scope: !139, file: !3, line: 31, type: !155, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !154, retainedNodes: !532)
!532 = !{!533}
!533 = !DILocalVariable(name: "this", arg: 1, scope: !531, type: !534, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 32)
!535 = !DILocation(line: 0, scope: !531)
!536 = !DILocation(line: 31, scope: !531)
!537 = distinct !DISubprogram(name: "~IoError", linkageName: "??_GIoError@@UAEPAXI@Z", scope: !166, file: !3, line: 34, type: !538, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !540, retainedNodes: !541)
!538 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !539)
!539 = !{null, !173}
!540 = !DISubprogram(name: "~IoError", scope: !166, type: !538, containingType: !166, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!541 = !{!542, !543}
!542 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !537, type: !5, flags: DIFlagArtificial)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !243, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DILocation(line: 0, scope: !537)
!545 = !DILocation(line: 34, scope: !537)
!546 = distinct !DISubprogram(name: "kind", linkageName: "?kind@IoError@@UBEHXZ", scope: !166, file: !3, line: 37, type: !175, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !174, retainedNodes: !547)
!547 = !{!548}
!548 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !549, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 32)
!550 = !DILocation(line: 0, scope: !546)
!551 = !DILocation(line: 37, scope: !546)

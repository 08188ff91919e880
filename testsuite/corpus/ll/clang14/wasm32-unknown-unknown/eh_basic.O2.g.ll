; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }

$_ZN5ErrorD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZNK5Error4kindEv = comdat any

$_ZN7IoErrorD0Ev = comdat any

$_ZNK7IoError4kindEv = comdat any

$_ZN6HolderC2Ei = comdat any

$_ZTS7IoError = comdat any

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

$_ZTI7IoError = comdat any

$_ZTSP5Error = comdat any

$_ZTIP5Error = comdat any

$_ZTS6Tracer = comdat any

$_ZTI6Tracer = comdat any

$_ZTV5Error = comdat any

$_ZTV7IoError = comdat any

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !72
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !74
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i32 (...)* @__gxx_wasm_personality_v0 !dbg !83 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !91, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !102
  br label %62, !dbg !103

2:                                                ; preds = %147
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !104
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !105
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4), !dbg !106
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !107, !tbaa !108
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6), !dbg !112
  call void @llvm.dbg.value(metadata i32 5, metadata !113, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 5, metadata !125, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !131, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 5, metadata !134, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 5, metadata !116, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !138
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !139, !tbaa !108
  %9 = add nsw i32 %8, 1, !dbg !139
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !139, !tbaa !108
  call void @llvm.dbg.value(metadata i32 5, metadata !141, metadata !DIExpression()), !dbg !146
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !148, !tbaa !108
  %11 = icmp slt i32 %10, 64, !dbg !150
  br i1 %11, label %12, label %16, !dbg !151

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !152
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !152, !tbaa !108
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !153
  store i32 5, i32* %14, align 4, !dbg !154, !tbaa !108
  call void @llvm.dbg.value(metadata i32 10, metadata !116, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !138
  call void @llvm.dbg.value(metadata i32 777, metadata !141, metadata !DIExpression()), !dbg !155
  %15 = icmp eq i32 %10, 63, !dbg !158
  br i1 %15, label %16, label %17, !dbg !159

16:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !168, metadata !DIExpression()), !dbg !171
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !174, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !176
  br label %24, !dbg !178

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !179
  store i32 %18, i32* @_ZL6g_nlog, align 4, !dbg !179, !tbaa !108
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13, !dbg !180
  store i32 777, i32* %19, align 4, !dbg !181, !tbaa !108
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !168, metadata !DIExpression()), !dbg !171
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !174, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !176
  %20 = icmp slt i32 %10, 62, !dbg !182
  br i1 %20, label %21, label %24, !dbg !178

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !168, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 -5, metadata !141, metadata !DIExpression()), !dbg !176
  %22 = add nsw i32 %10, 3, !dbg !183
  store i32 %22, i32* @_ZL6g_nlog, align 4, !dbg !183, !tbaa !108
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18, !dbg !184
  store i32 -5, i32* %23, align 4, !dbg !185, !tbaa !108
  br label %24, !dbg !184

24:                                               ; preds = %17, %21, %16
  call void @llvm.dbg.value(metadata i32 -4, metadata !113, metadata !DIExpression()), !dbg !186
  %25 = bitcast %struct.Holder* %1 to i8*, !dbg !188
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #5, !dbg !188
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !116, metadata !DIExpression()), !dbg !189
  %26 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %27 unwind label %41, !dbg !189

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, !dbg !190
  %29 = load i32, i32* %28, align 4, !dbg !190, !tbaa !191
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !160, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !168, metadata !DIExpression()), !dbg !196
  %30 = load i32, i32* @_ZL6g_live, align 4, !dbg !198, !tbaa !108
  %31 = add nsw i32 %30, -1, !dbg !198
  store i32 %31, i32* @_ZL6g_live, align 4, !dbg !198, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !199
  %32 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !201, !tbaa !108
  %33 = icmp slt i32 %32, 64, !dbg !202
  br i1 %33, label %34, label %40, !dbg !203

34:                                               ; preds = %27
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !168, metadata !DIExpression()), !dbg !196
  %35 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0, !dbg !204
  %36 = load i32, i32* %35, align 4, !dbg !204, !tbaa !205
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %36), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !199
  %37 = sub nsw i32 0, %36, !dbg !206
  call void @llvm.dbg.value(metadata i32 %37, metadata !141, metadata !DIExpression()), !dbg !199
  %38 = add nsw i32 %32, 1, !dbg !207
  store i32 %38, i32* @_ZL6g_nlog, align 4, !dbg !207, !tbaa !108
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %32, !dbg !208
  store i32 %37, i32* %39, align 4, !dbg !209, !tbaa !108
  br label %40, !dbg !208

40:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #5, !dbg !210
  br label %56

41:                                               ; preds = %24
  %42 = catchswitch within none [label %43] unwind to caller, !dbg !211

43:                                               ; preds = %41
  %44 = catchpad within %42 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)], !dbg !211
  %45 = call i8* @llvm.wasm.get.exception(token %44), !dbg !211
  %46 = call i32 @llvm.wasm.get.ehselector(token %44), !dbg !211
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #5, !dbg !211
  %48 = icmp eq i32 %46, %47, !dbg !211
  br i1 %48, label %49, label %55, !dbg !211

49:                                               ; preds = %43
  %50 = call i8* @__cxa_begin_catch(i8* %45) #5 [ "funclet"(token %44) ], !dbg !211
  call void @llvm.dbg.value(metadata i8* %50, metadata !118, metadata !DIExpression()), !dbg !186
  %51 = getelementptr inbounds i8, i8* %50, i32 12, !dbg !212
  %52 = bitcast i8* %51 to i32*, !dbg !212
  %53 = load i32, i32* %52, align 4, !dbg !212, !tbaa !214
  %54 = add nsw i32 %53, -1000, !dbg !216
  call void @__cxa_end_catch() [ "funclet"(token %44) ], !dbg !217
  catchret from %44 to label %56, !dbg !217

55:                                               ; preds = %43
  call void @llvm.wasm.rethrow() #12 [ "funclet"(token %44) ], !dbg !217
  unreachable, !dbg !217

56:                                               ; preds = %40, %49
  %57 = phi i32 [ %29, %40 ], [ %54, %49 ], !dbg !186
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %57), !dbg !218
  call void @llvm.dbg.value(metadata !DIArgList(i32 %151, i32 2), metadata !85, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !101
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !220
  %60 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !221, !tbaa !108
  %61 = icmp sgt i32 %60, 0, !dbg !223
  br i1 %61, label %162, label %154, !dbg !224

62:                                               ; preds = %0, %147
  %63 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %64 = phi i32 [ 0, %0 ], [ %152, %147 ]
  call void @llvm.dbg.value(metadata i32 %63, metadata !85, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 %64, metadata !86, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %64, metadata !225, metadata !DIExpression()), !dbg !238
  invoke fastcc void @_ZL7throweri(i32 noundef %64)
          to label %147 unwind label %65, !dbg !240

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind to caller, !dbg !242

67:                                               ; preds = %65
  %68 = catchpad within %66 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* bitcast (i8** @_ZTIPKc to i8*), i8* null], !dbg !242
  %69 = tail call i8* @llvm.wasm.get.exception(token %68), !dbg !242
  %70 = tail call i32 @llvm.wasm.get.ehselector(token %68), !dbg !242
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5, !dbg !242
  %72 = icmp eq i32 %70, %71, !dbg !242
  br i1 %72, label %73, label %78, !dbg !242

73:                                               ; preds = %67
  %74 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !243
  %75 = bitcast i8* %74 to i32*, !dbg !243
  %76 = load i32, i32* %75, align 4, !dbg !243, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %76, metadata !237, metadata !DIExpression()), !dbg !238
  %77 = add nsw i32 %76, 100, !dbg !245
  call void @__cxa_end_catch() #5 [ "funclet"(token %68) ], !dbg !247
  catchret from %68 to label %147, !dbg !247

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #5, !dbg !242
  %80 = icmp eq i32 %70, %79, !dbg !242
  br i1 %80, label %81, label %88, !dbg !242

81:                                               ; preds = %78
  %82 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !248
  %83 = bitcast i8* %82 to double*, !dbg !248
  %84 = load double, double* %83, align 8, !dbg !248, !tbaa !250
  call void @llvm.dbg.value(metadata double %84, metadata !235, metadata !DIExpression()), !dbg !238
  %85 = fmul double %84, 2.000000e+00, !dbg !252
  %86 = fptosi double %85 to i32, !dbg !253
  %87 = add nsw i32 %86, 200, !dbg !254
  call void @__cxa_end_catch() #5 [ "funclet"(token %68) ], !dbg !243
  catchret from %68 to label %147, !dbg !243

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #5, !dbg !242
  %90 = icmp eq i32 %70, %89, !dbg !242
  br i1 %90, label %91, label %102, !dbg !242

91:                                               ; preds = %88
  %92 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !255
  call void @llvm.dbg.value(metadata i8* %92, metadata !234, metadata !DIExpression()), !dbg !238
  %93 = getelementptr inbounds i8, i8* %92, i32 4, !dbg !257
  %94 = bitcast i8* %93 to i32*, !dbg !257
  %95 = load i32, i32* %94, align 4, !dbg !257, !tbaa !258
  %96 = mul nsw i32 %95, 10, !dbg !261
  %97 = add nsw i32 %96, 300, !dbg !262
  %98 = getelementptr inbounds i8, i8* %92, i32 12, !dbg !263
  %99 = bitcast i8* %98 to i32*, !dbg !263
  %100 = load i32, i32* %99, align 4, !dbg !263, !tbaa !214
  %101 = add nsw i32 %97, %100, !dbg !264
  call void @__cxa_end_catch() [ "funclet"(token %68) ], !dbg !248
  catchret from %68 to label %147, !dbg !248

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !242
  %104 = icmp eq i32 %70, %103, !dbg !242
  br i1 %104, label %105, label %119, !dbg !242

105:                                              ; preds = %102
  %106 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !265
  %107 = bitcast i8* %106 to %struct.Error*, !dbg !265
  call void @llvm.dbg.value(metadata %struct.Error* %107, metadata !233, metadata !DIExpression()), !dbg !238
  %108 = getelementptr inbounds i8, i8* %106, i32 4, !dbg !266
  %109 = bitcast i8* %108 to i32*, !dbg !266
  %110 = load i32, i32* %109, align 4, !dbg !266, !tbaa !258
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***, !dbg !267
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 4, !dbg !267, !tbaa !268
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i32 2, !dbg !267
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 4, !dbg !267
  %115 = invoke noundef i32 %114(%struct.Error* noundef nonnull align 4 dereferenceable(12) %107) [ "funclet"(token %68) ]
          to label %116 unwind label %142, !dbg !267

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400, !dbg !270
  %118 = add nsw i32 %117, %115, !dbg !271
  call void @__cxa_end_catch() [ "funclet"(token %68) ], !dbg !255
  catchret from %68 to label %147, !dbg !255

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #5, !dbg !242
  %121 = icmp eq i32 %70, %120, !dbg !242
  br i1 %121, label %122, label %133, !dbg !242

122:                                              ; preds = %119
  %123 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !272
  call void @llvm.dbg.value(metadata i8* %123, metadata !229, metadata !DIExpression()), !dbg !238
  %124 = getelementptr inbounds i8, i8* %123, i32 4, !dbg !274
  %125 = bitcast i8* %124 to i32*, !dbg !274
  %126 = load i32, i32* %125, align 4, !dbg !274, !tbaa !258
  %127 = add nsw i32 %126, 500, !dbg !275
  call void @llvm.dbg.value(metadata i32 %127, metadata !231, metadata !DIExpression()), !dbg !276
  %128 = bitcast i8* %123 to %struct.Error*, !dbg !272
  call void @llvm.dbg.value(metadata %struct.Error* %128, metadata !229, metadata !DIExpression()), !dbg !238
  %129 = bitcast i8* %123 to void (%struct.Error*)***, !dbg !277
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 4, !dbg !277, !tbaa !268
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i32 1, !dbg !277
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 4, !dbg !277
  call void %132(%struct.Error* noundef nonnull align 4 dereferenceable(12) %128) #5 [ "funclet"(token %68) ], !dbg !277
  call void @__cxa_end_catch() #5 [ "funclet"(token %68) ], !dbg !265
  catchret from %68 to label %147, !dbg !265

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #5, !dbg !242
  %135 = icmp eq i32 %70, %134, !dbg !242
  %136 = call i8* @__cxa_begin_catch(i8* %69) #5 [ "funclet"(token %68) ], !dbg !238
  br i1 %135, label %137, label %141, !dbg !242

137:                                              ; preds = %133
  call void @llvm.dbg.value(metadata i8* %136, metadata !228, metadata !DIExpression()), !dbg !238
  %138 = load i8, i8* %136, align 1, !dbg !278, !tbaa !279
  %139 = icmp eq i8 %138, 99, !dbg !280
  %140 = select i1 %139, i32 601, i32 600, !dbg !281
  call void @__cxa_end_catch() #5 [ "funclet"(token %68) ], !dbg !272
  catchret from %68 to label %147, !dbg !272

141:                                              ; preds = %133
  call void @__cxa_end_catch() [ "funclet"(token %68) ], !dbg !282
  catchret from %68 to label %147, !dbg !282

142:                                              ; preds = %105
  %143 = cleanuppad within %68 [], !dbg !255
  invoke void @__cxa_end_catch() [ "funclet"(token %143) ]
          to label %144 unwind label %145, !dbg !255

144:                                              ; preds = %142
  cleanupret from %143 unwind to caller, !dbg !255

145:                                              ; preds = %142
  %146 = cleanuppad within %143 [], !dbg !255
  call void @_ZSt9terminatev() #15 [ "funclet"(token %146) ], !dbg !255
  unreachable, !dbg !255

147:                                              ; preds = %62, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %62 ], !dbg !238
  call void @llvm.dbg.value(metadata i32 %148, metadata !88, metadata !DIExpression()), !dbg !284
  %149 = load i32, i32* @_ZL6g_live, align 4, !dbg !285, !tbaa !108
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %64, i32 noundef %148, i32 noundef %149), !dbg !286
  %151 = add nsw i32 %148, %63, !dbg !287
  call void @llvm.dbg.value(metadata i32 %151, metadata !85, metadata !DIExpression()), !dbg !101
  %152 = add nuw nsw i32 %64, 1, !dbg !288
  call void @llvm.dbg.value(metadata i32 %152, metadata !86, metadata !DIExpression()), !dbg !102
  %153 = icmp eq i32 %152, 8, !dbg !289
  br i1 %153, label %2, label %62, !dbg !103, !llvm.loop !290

154:                                              ; preds = %162, %56
  %155 = add nsw i32 %151, 2, !dbg !293
  call void @llvm.dbg.value(metadata i32 %155, metadata !85, metadata !DIExpression()), !dbg !101
  %156 = load i32, i32* @_ZL6g_live, align 4, !dbg !294, !tbaa !108
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %155, i32 noundef %156), !dbg !295
  %158 = load i32, i32* @_ZL6g_live, align 4, !dbg !296, !tbaa !108
  %159 = icmp eq i32 %158, 0, !dbg !297
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !296
  %161 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %160), !dbg !298
  ret i32 0, !dbg !299

162:                                              ; preds = %56, %162
  %163 = phi i32 [ %167, %162 ], [ 0, %56 ]
  call void @llvm.dbg.value(metadata i32 %163, metadata !98, metadata !DIExpression()), !dbg !220
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %163, !dbg !300
  %165 = load i32, i32* %164, align 4, !dbg !300, !tbaa !108
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %165), !dbg !301
  %167 = add nuw nsw i32 %163, 1, !dbg !302
  call void @llvm.dbg.value(metadata i32 %167, metadata !98, metadata !DIExpression()), !dbg !220
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !221, !tbaa !108
  %169 = icmp slt i32 %167, %168, !dbg !223
  br i1 %169, label %162, label %154, !dbg !224, !llvm.loop !303
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !305 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !307, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 0, metadata !308, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 %0, metadata !313, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !131, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 %0, metadata !134, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !320
  call void @llvm.dbg.value(metadata i32 %0, metadata !316, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !317
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !322, !tbaa !108
  %3 = add nsw i32 %2, 1, !dbg !322
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !322, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %0, metadata !141, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !323
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !325, !tbaa !108
  %5 = icmp slt i32 %4, 64, !dbg !326
  br i1 %5, label %6, label %10, !dbg !327

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !328
  call void @llvm.dbg.value(metadata i32 %7, metadata !134, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 %7, metadata !316, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata i32 %7, metadata !141, metadata !DIExpression()), !dbg !323
  %8 = add nsw i32 %4, 1, !dbg !329
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !329, !tbaa !108
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !330
  store i32 %7, i32* %9, align 4, !dbg !331, !tbaa !108
  br label %10, !dbg !330

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %23 unwind label %11, !dbg !332

11:                                               ; preds = %10
  %12 = catchswitch within none [label %13] unwind label %32, !dbg !334

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* null], !dbg !334
  %15 = tail call i8* @llvm.wasm.get.exception(token %14), !dbg !334
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14), !dbg !334
  %17 = call i8* @__cxa_begin_catch(i8* %15) #5 [ "funclet"(token %14) ], !dbg !334
  %18 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !335, !tbaa !108
  %19 = add nsw i32 %18, 1, !dbg !335
  store i32 %19, i32* @_ZL13rethrow_count, align 4, !dbg !335, !tbaa !108
  invoke void @__cxa_rethrow() #12 [ "funclet"(token %14) ]
          to label %43 unwind label %20, !dbg !337

20:                                               ; preds = %13
  %21 = cleanuppad within %14 [], !dbg !338
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %22 unwind label %44, !dbg !338

22:                                               ; preds = %20
  cleanupret from %21 unwind label %32, !dbg !338

23:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !168, metadata !DIExpression()), !dbg !339
  %24 = load i32, i32* @_ZL6g_live, align 4, !dbg !341, !tbaa !108
  %25 = add nsw i32 %24, -1, !dbg !341
  store i32 %25, i32* @_ZL6g_live, align 4, !dbg !341, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !342
  %26 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !344, !tbaa !108
  %27 = icmp slt i32 %26, 64, !dbg !345
  br i1 %27, label %28, label %82, !dbg !346

28:                                               ; preds = %23
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !342
  %29 = sub i32 -50, %0, !dbg !347
  call void @llvm.dbg.value(metadata i32 %29, metadata !141, metadata !DIExpression()), !dbg !342
  %30 = add nsw i32 %26, 1, !dbg !348
  store i32 %30, i32* @_ZL6g_nlog, align 4, !dbg !348, !tbaa !108
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %26, !dbg !349
  store i32 %29, i32* %31, align 4, !dbg !350, !tbaa !108
  br label %82, !dbg !349

32:                                               ; preds = %22, %11
  %33 = cleanuppad within none [], !dbg !351
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !168, metadata !DIExpression()), !dbg !352
  %34 = load i32, i32* @_ZL6g_live, align 4, !dbg !354, !tbaa !108
  %35 = add nsw i32 %34, -1, !dbg !354
  store i32 %35, i32* @_ZL6g_live, align 4, !dbg !354, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !355
  %36 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !357, !tbaa !108
  %37 = icmp slt i32 %36, 64, !dbg !358
  br i1 %37, label %38, label %42, !dbg !359

38:                                               ; preds = %32
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !355
  %39 = sub i32 -50, %0, !dbg !360
  call void @llvm.dbg.value(metadata i32 %39, metadata !141, metadata !DIExpression()), !dbg !355
  %40 = add nsw i32 %36, 1, !dbg !361
  store i32 %40, i32* @_ZL6g_nlog, align 4, !dbg !361, !tbaa !108
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %36, !dbg !362
  store i32 %39, i32* %41, align 4, !dbg !363, !tbaa !108
  br label %42, !dbg !362

42:                                               ; preds = %38, %32
  cleanupret from %33 unwind label %46

43:                                               ; preds = %13
  unreachable

44:                                               ; preds = %20
  %45 = cleanuppad within %21 [], !dbg !338
  call void @_ZSt9terminatev() #15 [ "funclet"(token %45) ], !dbg !338
  unreachable, !dbg !338

46:                                               ; preds = %42
  %47 = catchswitch within none [label %48] unwind label %66, !dbg !364

48:                                               ; preds = %46
  %49 = catchpad within %47 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !364
  %50 = tail call i8* @llvm.wasm.get.exception(token %49), !dbg !364
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49), !dbg !364
  %52 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5, !dbg !364
  %53 = icmp eq i32 %51, %52, !dbg !364
  br i1 %53, label %54, label %65, !dbg !364

54:                                               ; preds = %48
  %55 = call i8* @__cxa_begin_catch(i8* %50) #5 [ "funclet"(token %49) ], !dbg !364
  %56 = bitcast i8* %55 to i32*, !dbg !364
  %57 = load i32, i32* %56, align 4, !dbg !364, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %57, metadata !309, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 %57, metadata !308, metadata !DIExpression()), !dbg !312
  %58 = call i8* @__cxa_allocate_exception(i32 12) #5 [ "funclet"(token %49) ], !dbg !366
  %59 = add nsw i32 %57, 1, !dbg !368
  call void @llvm.dbg.value(metadata i8* %58, metadata !369, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i32 %59, metadata !372, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), metadata !373, metadata !DIExpression()), !dbg !374
  %60 = bitcast i8* %58 to i32 (...)***, !dbg !376
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %60, align 4, !dbg !376, !tbaa !268
  %61 = getelementptr inbounds i8, i8* %58, i32 4, !dbg !377
  %62 = bitcast i8* %61 to i32*, !dbg !377
  store i32 %59, i32* %62, align 4, !dbg !377, !tbaa !258
  %63 = getelementptr inbounds i8, i8* %58, i32 8, !dbg !378
  %64 = bitcast i8* %63 to i8**, !dbg !378
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %64, align 4, !dbg !378, !tbaa !379
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #12 [ "funclet"(token %49) ]
          to label %87 unwind label %85, !dbg !366

65:                                               ; preds = %48
  invoke void @llvm.wasm.rethrow() #12 [ "funclet"(token %49) ]
          to label %87 unwind label %66, !dbg !380

66:                                               ; preds = %65, %85, %46
  %67 = phi i32 [ 0, %46 ], [ %57, %85 ], [ 0, %65 ], !dbg !312
  %68 = catchswitch within none [label %69] unwind to caller, !dbg !381

69:                                               ; preds = %66
  %70 = catchpad within %68 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null], !dbg !381
  %71 = tail call i8* @llvm.wasm.get.exception(token %70), !dbg !381
  %72 = tail call i32 @llvm.wasm.get.ehselector(token %70), !dbg !381
  %73 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !381
  %74 = icmp eq i32 %72, %73, !dbg !381
  %75 = call i8* @__cxa_begin_catch(i8* %71) #5 [ "funclet"(token %70) ], !dbg !312
  br i1 %74, label %76, label %84, !dbg !381

76:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i8* %75, metadata !311, metadata !DIExpression()), !dbg !312
  %77 = getelementptr inbounds i8, i8* %75, i32 4, !dbg !382
  %78 = bitcast i8* %77 to i32*, !dbg !382
  %79 = load i32, i32* %78, align 4, !dbg !382, !tbaa !258
  %80 = mul nsw i32 %79, 100, !dbg !384
  %81 = add nsw i32 %80, %67, !dbg !385
  call void @llvm.dbg.value(metadata i32 %81, metadata !308, metadata !DIExpression()), !dbg !312
  call void @__cxa_end_catch() [ "funclet"(token %70) ], !dbg !386
  catchret from %70 to label %82, !dbg !386

82:                                               ; preds = %28, %23, %84, %76
  %83 = phi i32 [ %81, %76 ], [ -1, %84 ], [ 0, %23 ], [ 0, %28 ], !dbg !312
  call void @llvm.dbg.value(metadata i32 %83, metadata !308, metadata !DIExpression()), !dbg !312
  ret i32 %83, !dbg !387

84:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i32 -1, metadata !308, metadata !DIExpression()), !dbg !312
  call void @__cxa_end_catch() [ "funclet"(token %70) ], !dbg !388
  catchret from %70 to label %82, !dbg !388

85:                                               ; preds = %54
  %86 = cleanuppad within %49 [], !dbg !380
  call void @__cxa_end_catch() #5 [ "funclet"(token %86) ], !dbg !380
  cleanupret from %86 unwind label %66, !dbg !380

87:                                               ; preds = %65, %54
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !390 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !394 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !396, metadata !DIExpression()), !dbg !398
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !131, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.value(metadata i32 %0, metadata !134, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.value(metadata i32 %0, metadata !397, metadata !DIExpression()), !dbg !398
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !401, !tbaa !108
  %3 = add nsw i32 %2, 1, !dbg !401
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !401, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %0, metadata !141, metadata !DIExpression()), !dbg !402
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !404, !tbaa !108
  %5 = icmp slt i32 %4, 64, !dbg !405
  br i1 %5, label %6, label %9, !dbg !406

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !407
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !407, !tbaa !108
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !408
  store i32 %0, i32* %8, align 4, !dbg !409, !tbaa !108
  br label %9, !dbg !408

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %58 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %17
    i32 3, label %24
    i32 4, label %33
    i32 5, label %44
    i32 6, label %47
  ], !dbg !410

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !411
  %13 = bitcast i8* %12 to i32*, !dbg !411
  store i32 42, i32* %13, align 16, !dbg !411, !tbaa !108
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
          to label %76 unwind label %65, !dbg !411

14:                                               ; preds = %9
  %15 = tail call i8* @__cxa_allocate_exception(i32 8) #5, !dbg !413
  %16 = bitcast i8* %15 to double*, !dbg !413
  store double 3.500000e+00, double* %16, align 16, !dbg !413, !tbaa !250
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast (i8** @_ZTId to i8*), i8* null) #12
          to label %76 unwind label %65, !dbg !413

17:                                               ; preds = %9
  %18 = tail call i8* @__cxa_allocate_exception(i32 12) #5, !dbg !414
  call void @llvm.dbg.value(metadata i8* %18, metadata !369, metadata !DIExpression()), !dbg !415
  call void @llvm.dbg.value(metadata i32 7, metadata !372, metadata !DIExpression()), !dbg !415
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), metadata !373, metadata !DIExpression()), !dbg !415
  %19 = bitcast i8* %18 to i32 (...)***, !dbg !417
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %19, align 4, !dbg !417, !tbaa !268
  %20 = getelementptr inbounds i8, i8* %18, i32 4, !dbg !418
  %21 = bitcast i8* %20 to i32*, !dbg !418
  store i32 7, i32* %21, align 4, !dbg !418, !tbaa !258
  %22 = getelementptr inbounds i8, i8* %18, i32 8, !dbg !419
  %23 = bitcast i8* %22 to i8**, !dbg !419
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %23, align 4, !dbg !419, !tbaa !379
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #12
          to label %76 unwind label %65, !dbg !414

24:                                               ; preds = %9
  %25 = tail call i8* @__cxa_allocate_exception(i32 16) #5, !dbg !420
  call void @llvm.dbg.value(metadata i8* %25, metadata !421, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i32 9, metadata !424, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i32 3, metadata !425, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i8* %25, metadata !369, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i32 9, metadata !372, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !373, metadata !DIExpression()), !dbg !429
  %26 = bitcast i8* %25 to i32 (...)***, !dbg !431
  %27 = getelementptr inbounds i8, i8* %25, i32 4, !dbg !432
  %28 = bitcast i8* %27 to i32*, !dbg !432
  store i32 9, i32* %28, align 4, !dbg !432, !tbaa !258
  %29 = getelementptr inbounds i8, i8* %25, i32 8, !dbg !433
  %30 = bitcast i8* %29 to i8**, !dbg !433
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %30, align 4, !dbg !433, !tbaa !379
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %26, align 4, !dbg !434, !tbaa !268
  %31 = getelementptr inbounds i8, i8* %25, i32 12, !dbg !435
  %32 = bitcast i8* %31 to i32*, !dbg !435
  store i32 3, i32* %32, align 4, !dbg !435, !tbaa !214
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #12
          to label %76 unwind label %65, !dbg !420

33:                                               ; preds = %9
  %34 = tail call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !436
  %35 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwm(i32 noundef 12) #16
          to label %36 unwind label %42, !dbg !437, !heapallocsite !21

36:                                               ; preds = %33
  %37 = bitcast i8* %35 to %struct.Error*, !dbg !437
  call void @llvm.dbg.value(metadata %struct.Error* %37, metadata !369, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 11, metadata !372, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), metadata !373, metadata !DIExpression()), !dbg !438
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 0, !dbg !440
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %38, align 4, !dbg !440, !tbaa !268
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 1, !dbg !441
  store i32 11, i32* %39, align 4, !dbg !441, !tbaa !258
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 2, !dbg !442
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %40, align 4, !dbg !442, !tbaa !379
  %41 = bitcast i8* %34 to i8**, !dbg !436
  store i8* %35, i8** %41, align 16, !dbg !436, !tbaa !443
  invoke void @__cxa_throw(i8* nonnull %34, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #12
          to label %76 unwind label %65, !dbg !436

42:                                               ; preds = %33
  %43 = cleanuppad within none [], !dbg !436
  call void @__cxa_free_exception(i8* %34) #5 [ "funclet"(token %43) ], !dbg !436
  cleanupret from %43 unwind label %65, !dbg !436

44:                                               ; preds = %9
  %45 = tail call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !444
  %46 = bitcast i8* %45 to i8**, !dbg !444
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %46, align 16, !dbg !444, !tbaa !443
  invoke void @__cxa_throw(i8* nonnull %45, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #12
          to label %76 unwind label %65, !dbg !444

47:                                               ; preds = %9
  %48 = tail call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !445
  call void @llvm.dbg.value(metadata i8* %48, metadata !131, metadata !DIExpression()), !dbg !446
  call void @llvm.dbg.value(metadata i32 600, metadata !134, metadata !DIExpression()), !dbg !446
  %49 = bitcast i8* %48 to i32*, !dbg !448
  store i32 600, i32* %49, align 4, !dbg !448, !tbaa !205
  %50 = load i32, i32* @_ZL6g_live, align 4, !dbg !449, !tbaa !108
  %51 = add nsw i32 %50, 1, !dbg !449
  store i32 %51, i32* @_ZL6g_live, align 4, !dbg !449, !tbaa !108
  call void @llvm.dbg.value(metadata i32 600, metadata !141, metadata !DIExpression()), !dbg !450
  %52 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !452, !tbaa !108
  %53 = icmp slt i32 %52, 64, !dbg !453
  br i1 %53, label %54, label %57, !dbg !454

54:                                               ; preds = %47
  %55 = add nsw i32 %52, 1, !dbg !455
  store i32 %55, i32* @_ZL6g_nlog, align 4, !dbg !455, !tbaa !108
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %52, !dbg !456
  store i32 600, i32* %56, align 4, !dbg !457, !tbaa !108
  br label %57, !dbg !456

57:                                               ; preds = %54, %47
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #12
          to label %76 unwind label %65, !dbg !445

58:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !168, metadata !DIExpression()), !dbg !458
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !460, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !461
  %59 = icmp slt i32 %10, 64, !dbg !463
  br i1 %59, label %60, label %64, !dbg !464

60:                                               ; preds = %58
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !461
  %61 = sub nsw i32 0, %0, !dbg !465
  call void @llvm.dbg.value(metadata i32 %61, metadata !141, metadata !DIExpression()), !dbg !461
  %62 = add nsw i32 %10, 1, !dbg !466
  store i32 %62, i32* @_ZL6g_nlog, align 4, !dbg !466, !tbaa !108
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !467
  store i32 %61, i32* %63, align 4, !dbg !468, !tbaa !108
  br label %64, !dbg !467

64:                                               ; preds = %58, %60
  ret void, !dbg !469

65:                                               ; preds = %57, %44, %36, %42, %24, %17, %14, %11
  %66 = cleanuppad within none [], !dbg !469
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !168, metadata !DIExpression()), !dbg !470
  %67 = load i32, i32* @_ZL6g_live, align 4, !dbg !472, !tbaa !108
  %68 = add nsw i32 %67, -1, !dbg !472
  store i32 %68, i32* @_ZL6g_live, align 4, !dbg !472, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !473
  %69 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !475, !tbaa !108
  %70 = icmp slt i32 %69, 64, !dbg !476
  br i1 %70, label %71, label %75, !dbg !477

71:                                               ; preds = %65
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !473
  %72 = sub nsw i32 0, %0, !dbg !478
  call void @llvm.dbg.value(metadata i32 %72, metadata !141, metadata !DIExpression()), !dbg !473
  %73 = add nsw i32 %69, 1, !dbg !479
  store i32 %73, i32* @_ZL6g_nlog, align 4, !dbg !479, !tbaa !108
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %69, !dbg !480
  store i32 %72, i32* %74, align 4, !dbg !481, !tbaa !108
  br label %75, !dbg !480

75:                                               ; preds = %65, %71
  cleanupret from %66 unwind to caller, !dbg !469

76:                                               ; preds = %57, %44, %36, %24, %17, %14, %11
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #7 comdat !dbg !482 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !484, metadata !DIExpression()), !dbg !485
  ret %struct.Error* %0, !dbg !486
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat !dbg !169 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !168, metadata !DIExpression()), !dbg !487
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !488, !tbaa !108
  %3 = add nsw i32 %2, -1, !dbg !488
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !488, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !489
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !491, !tbaa !108
  %5 = icmp slt i32 %4, 64, !dbg !492
  br i1 %5, label %6, label %12, !dbg !493

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !494
  %8 = load i32, i32* %7, align 4, !dbg !494, !tbaa !205
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !489
  %9 = sub nsw i32 0, %8, !dbg !495
  call void @llvm.dbg.value(metadata i32 %9, metadata !141, metadata !DIExpression()), !dbg !489
  %10 = add nsw i32 %4, 1, !dbg !496
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !496, !tbaa !108
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !497
  store i32 %9, i32* %11, align 4, !dbg !498, !tbaa !108
  br label %12, !dbg !497

12:                                               ; preds = %1, %6
  ret %struct.Tracer* %0, !dbg !499
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 comdat !dbg !500 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !502, metadata !DIExpression()), !dbg !503
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !504
  tail call void @_ZdlPv(i8* noundef nonnull %2) #17, !dbg !504
  ret void, !dbg !505
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #10 comdat !dbg !506 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !508, metadata !DIExpression()), !dbg !510
  ret i32 1, !dbg !511
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #11 comdat !dbg !512 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !517, metadata !DIExpression()), !dbg !518
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !519
  tail call void @_ZdlPv(i8* noundef nonnull %2) #17, !dbg !519
  ret void, !dbg !519
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat !dbg !520 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !522, metadata !DIExpression()), !dbg !524
  ret i32 2, !dbg !525
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #12

declare void @__cxa_rethrow() local_unnamed_addr

define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #13 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !123 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !122, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 %1, metadata !125, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !131, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i32 %1, metadata !134, metadata !DIExpression()), !dbg !527
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0, !dbg !529
  store i32 %1, i32* %3, align 4, !dbg !529, !tbaa !205
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !530, !tbaa !108
  %5 = add nsw i32 %4, 1, !dbg !530
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !530, !tbaa !108
  call void @llvm.dbg.value(metadata i32 %1, metadata !141, metadata !DIExpression()), !dbg !531
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !533, !tbaa !108
  %7 = icmp slt i32 %6, 64, !dbg !534
  br i1 %7, label %8, label %11, !dbg !535

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !536
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !536, !tbaa !108
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6, !dbg !537
  store i32 %1, i32* %10, align 4, !dbg !538, !tbaa !108
  br label %11, !dbg !537

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !539, metadata !DIExpression()), !dbg !542
  %13 = icmp slt i32 %1, 0, !dbg !544
  br i1 %13, label %14, label %25, !dbg !546

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #5, !dbg !547
  %16 = sub nsw i32 0, %1, !dbg !548
  call void @llvm.dbg.value(metadata i8* %15, metadata !421, metadata !DIExpression()), !dbg !549
  call void @llvm.dbg.value(metadata i32 %1, metadata !424, metadata !DIExpression()), !dbg !549
  call void @llvm.dbg.value(metadata i32 %16, metadata !425, metadata !DIExpression()), !dbg !549
  call void @llvm.dbg.value(metadata i8* %15, metadata !369, metadata !DIExpression()), !dbg !551
  call void @llvm.dbg.value(metadata i32 %1, metadata !372, metadata !DIExpression()), !dbg !551
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !373, metadata !DIExpression()), !dbg !551
  %17 = bitcast i8* %15 to i32 (...)***, !dbg !553
  %18 = getelementptr inbounds i8, i8* %15, i32 4, !dbg !554
  %19 = bitcast i8* %18 to i32*, !dbg !554
  store i32 %1, i32* %19, align 4, !dbg !554, !tbaa !258
  %20 = getelementptr inbounds i8, i8* %15, i32 8, !dbg !555
  %21 = bitcast i8* %20 to i8**, !dbg !555
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !dbg !555, !tbaa !379
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !556, !tbaa !268
  %22 = getelementptr inbounds i8, i8* %15, i32 12, !dbg !557
  %23 = bitcast i8* %22 to i32*, !dbg !557
  store i32 %16, i32* %23, align 4, !dbg !557, !tbaa !214
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #12
          to label %24 unwind label %33, !dbg !547

24:                                               ; preds = %14
  unreachable, !dbg !547

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1, !dbg !558
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, !dbg !559
  store i32 %26, i32* %27, align 4, !dbg !559, !tbaa !191
  call void @llvm.dbg.value(metadata i32 777, metadata !141, metadata !DIExpression()), !dbg !560
  %28 = icmp slt i32 %12, 64, !dbg !562
  br i1 %28, label %29, label %32, !dbg !563

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1, !dbg !564
  store i32 %30, i32* @_ZL6g_nlog, align 4, !dbg !564, !tbaa !108
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12, !dbg !565
  store i32 777, i32* %31, align 4, !dbg !566, !tbaa !108
  br label %32, !dbg !565

32:                                               ; preds = %25, %29
  ret %struct.Holder* %0, !dbg !567

33:                                               ; preds = %14
  %34 = cleanuppad within none [], !dbg !568
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !168, metadata !DIExpression()), !dbg !569
  %35 = load i32, i32* @_ZL6g_live, align 4, !dbg !571, !tbaa !108
  %36 = add nsw i32 %35, -1, !dbg !571
  store i32 %36, i32* @_ZL6g_live, align 4, !dbg !571, !tbaa !108
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !572
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !574, !tbaa !108
  %38 = icmp slt i32 %37, 64, !dbg !575
  br i1 %38, label %39, label %44, !dbg !576

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !dbg !577, !tbaa !205
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %40), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !572
  %41 = sub nsw i32 0, %40, !dbg !578
  call void @llvm.dbg.value(metadata i32 %41, metadata !141, metadata !DIExpression()), !dbg !572
  %42 = add nsw i32 %37, 1, !dbg !579
  store i32 %42, i32* @_ZL6g_nlog, align 4, !dbg !579, !tbaa !108
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37, !dbg !580
  store i32 %41, i32* %43, align 4, !dbg !581, !tbaa !108
  br label %44, !dbg !580

44:                                               ; preds = %33, %39
  cleanupret from %34 unwind label %45, !dbg !568

45:                                               ; preds = %44
  %46 = catchswitch within none [label %47] unwind to caller, !dbg !568

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)], !dbg !568
  %49 = tail call i8* @llvm.wasm.get.exception(token %48), !dbg !568
  %50 = tail call i32 @llvm.wasm.get.ehselector(token %48), !dbg !568
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !568
  %52 = icmp eq i32 %50, %51, !dbg !568
  br i1 %52, label %53, label %62, !dbg !568

53:                                               ; preds = %47
  %54 = call i8* @__cxa_begin_catch(i8* %49) #5 [ "funclet"(token %48) ], !dbg !568
  call void @llvm.dbg.value(metadata i8* %54, metadata !126, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 888, metadata !141, metadata !DIExpression()), !dbg !582
  %55 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !585, !tbaa !108
  %56 = icmp slt i32 %55, 64, !dbg !586
  br i1 %56, label %57, label %60, !dbg !587

57:                                               ; preds = %53
  %58 = add nsw i32 %55, 1, !dbg !588
  store i32 %58, i32* @_ZL6g_nlog, align 4, !dbg !588, !tbaa !108
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %55, !dbg !589
  store i32 888, i32* %59, align 4, !dbg !590, !tbaa !108
  br label %60, !dbg !589

60:                                               ; preds = %53, %57
  invoke void @__cxa_rethrow() [ "funclet"(token %48) ]
          to label %61 unwind label %63, !dbg !591

61:                                               ; preds = %60
  unreachable, !dbg !591

62:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #12 [ "funclet"(token %48) ], !dbg !591
  unreachable, !dbg !591

63:                                               ; preds = %60
  %64 = cleanuppad within %48 [], !dbg !591
  invoke void @__cxa_end_catch() [ "funclet"(token %64) ]
          to label %65 unwind label %66, !dbg !591

65:                                               ; preds = %63
  cleanupret from %64 unwind to caller, !dbg !591

66:                                               ; preds = %63
  %67 = cleanuppad within %64 [], !dbg !591
  call void @_ZSt9terminatev() #15 [ "funclet"(token %67) ], !dbg !591
  unreachable, !dbg !591
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #14

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { noreturn }
attributes #13 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #14 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !21, !45, !58}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS6Tracer")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, vtableHolder: !21, identifier: "_ZTS5Error")
!22 = !{!23, !28, !29, !33, !37, !40}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !24, size: 32, flags: DIFlagArtificial)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !26, size: 32)
!26 = !DISubroutineType(types: !27)
!27 = !{!5}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !21, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !21, file: !3, line: 28, baseType: !30, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !5, !30}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!37 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !36}
!40 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, containingType: !21, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, vtableHolder: !21, identifier: "_ZTS7IoError")
!46 = !{!47, !48, !49, !53}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !45, baseType: !21, extraData: i32 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !45, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!49 = !DISubprogram(name: "IoError", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !5, !5}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, containingType: !45, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !59, identifier: "_ZTS6Holder")
!59 = !{!60, !61, !62, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !3, line: 109, baseType: !6, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !58, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!62 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !5}
!65 = !DISubprogram(name: "Holder", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !5}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!69 = !{!0, !70, !72, !74}
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 64)
!79 = !{i32 7, !"Dwarf Version", i32 4}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{!"Debian clang version 14.0.6"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!84 = !{!85, !86, !88, !91, !98}
!85 = !DILocalVariable(name: "total", scope: !83, file: !3, line: 135, type: !5)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 136, type: !5)
!87 = distinct !DILexicalBlock(scope: !83, file: !3, line: 136, column: 3)
!88 = !DILocalVariable(name: "c", scope: !89, file: !3, line: 137, type: !5)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 136, column: 32)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 136, column: 3)
!91 = !DILocalVariable(name: "nt", scope: !83, file: !3, line: 144, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !93, identifier: "_ZTS7NoThrow")
!93 = !{!94}
!94 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !92, file: !3, line: 131, type: !95, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !97, !5}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 147, type: !5)
!99 = distinct !DILexicalBlock(scope: !83, file: !3, line: 147, column: 3)
!100 = !DILocation(line: 144, column: 11, scope: !83)
!101 = !DILocation(line: 0, scope: !83)
!102 = !DILocation(line: 0, scope: !87)
!103 = !DILocation(line: 136, column: 3, scope: !87)
!104 = !DILocation(line: 141, column: 29, scope: !83)
!105 = !DILocation(line: 141, column: 40, scope: !83)
!106 = !DILocation(line: 141, column: 3, scope: !83)
!107 = !DILocation(line: 142, column: 28, scope: !83)
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C++ TBAA"}
!112 = !DILocation(line: 142, column: 3, scope: !83)
!113 = !DILocalVariable(name: "x", arg: 1, scope: !114, file: !3, line: 123, type: !5)
!114 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!115 = !{!113, !116, !118}
!116 = !DILocalVariable(name: "h", scope: !117, file: !3, line: 124, type: !58)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 123, column: 31)
!118 = !DILocalVariable(name: "e", scope: !114, file: !3, line: 126, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 143, column: 30, scope: !83)
!122 = !DILocalVariable(name: "this", arg: 1, scope: !123, type: !128, flags: DIFlagArtificial | DIFlagObjectPointer)
!123 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !124)
!124 = !{!122, !125, !126}
!125 = !DILocalVariable(name: "x", arg: 2, scope: !123, file: !3, line: 115, type: !5)
!126 = !DILocalVariable(name: "e", scope: !123, file: !3, line: 117, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!129 = !DILocation(line: 0, scope: !123, inlinedAt: !130)
!130 = distinct !DILocation(line: 124, column: 10, scope: !117, inlinedAt: !121)
!131 = !DILocalVariable(name: "this", arg: 1, scope: !132, type: !135, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !133)
!133 = !{!131, !134}
!134 = !DILocalVariable(name: "i", arg: 2, scope: !132, file: !3, line: 21, type: !5)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!136 = !DILocation(line: 0, scope: !132, inlinedAt: !137)
!137 = distinct !DILocation(line: 115, column: 23, scope: !123, inlinedAt: !130)
!138 = !DILocation(line: 0, scope: !117, inlinedAt: !121)
!139 = !DILocation(line: 21, column: 36, scope: !140, inlinedAt: !137)
!140 = distinct !DILexicalBlock(scope: !132, file: !3, line: 21, column: 34)
!141 = !DILocalVariable(name: "v", arg: 1, scope: !142, file: !3, line: 14, type: !5)
!142 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !143, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !5}
!145 = !{!141}
!146 = !DILocation(line: 0, scope: !142, inlinedAt: !147)
!147 = distinct !DILocation(line: 21, column: 46, scope: !140, inlinedAt: !137)
!148 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !147)
!149 = distinct !DILexicalBlock(scope: !142, file: !3, line: 15, column: 7)
!150 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !147)
!151 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !147)
!152 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !147)
!153 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !147)
!154 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !147)
!155 = !DILocation(line: 0, scope: !142, inlinedAt: !156)
!156 = distinct !DILocation(line: 116, column: 5, scope: !157, inlinedAt: !130)
!157 = distinct !DILexicalBlock(scope: !123, file: !3, line: 115, column: 41)
!158 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !156)
!159 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !156)
!160 = !DILocalVariable(name: "this", arg: 1, scope: !161, type: !128, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !162, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !164, retainedNodes: !165)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !68}
!164 = !DISubprogram(name: "~Holder", scope: !58, type: !162, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !{!160}
!166 = !DILocation(line: 0, scope: !161, inlinedAt: !167)
!167 = distinct !DILocation(line: 126, column: 1, scope: !114, inlinedAt: !121)
!168 = !DILocalVariable(name: "this", arg: 1, scope: !169, type: !135, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !170)
!170 = !{!168}
!171 = !DILocation(line: 0, scope: !169, inlinedAt: !172)
!172 = distinct !DILocation(line: 108, column: 8, scope: !173, inlinedAt: !167)
!173 = distinct !DILexicalBlock(scope: !161, file: !3, line: 108, column: 8)
!174 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !172)
!175 = distinct !DILexicalBlock(scope: !169, file: !3, line: 23, column: 13)
!176 = !DILocation(line: 0, scope: !142, inlinedAt: !177)
!177 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !172)
!178 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !177)
!179 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !156)
!180 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !156)
!181 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !156)
!182 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !177)
!183 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !177)
!184 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !177)
!185 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !177)
!186 = !DILocation(line: 0, scope: !114, inlinedAt: !187)
!187 = distinct !DILocation(line: 143, column: 42, scope: !83)
!188 = !DILocation(line: 124, column: 3, scope: !117, inlinedAt: !187)
!189 = !DILocation(line: 124, column: 10, scope: !117, inlinedAt: !187)
!190 = !DILocation(line: 125, column: 12, scope: !117, inlinedAt: !187)
!191 = !{!192, !109, i64 4}
!192 = !{!"_ZTS6Holder", !193, i64 0, !109, i64 4}
!193 = !{!"_ZTS6Tracer", !109, i64 0}
!194 = !DILocation(line: 0, scope: !161, inlinedAt: !195)
!195 = distinct !DILocation(line: 126, column: 1, scope: !114, inlinedAt: !187)
!196 = !DILocation(line: 0, scope: !169, inlinedAt: !197)
!197 = distinct !DILocation(line: 108, column: 8, scope: !173, inlinedAt: !195)
!198 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !197)
!199 = !DILocation(line: 0, scope: !142, inlinedAt: !200)
!200 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !197)
!201 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !200)
!202 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !200)
!203 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !200)
!204 = !DILocation(line: 23, column: 31, scope: !175, inlinedAt: !197)
!205 = !{!193, !109, i64 0}
!206 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !197)
!207 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !200)
!208 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !200)
!209 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !200)
!210 = !DILocation(line: 126, column: 1, scope: !114, inlinedAt: !187)
!211 = !DILocation(line: 126, column: 1, scope: !117, inlinedAt: !187)
!212 = !DILocation(line: 127, column: 20, scope: !213, inlinedAt: !187)
!213 = distinct !DILexicalBlock(scope: !114, file: !3, line: 126, column: 28)
!214 = !{!215, !109, i64 12}
!215 = !{!"_ZTS7IoError", !109, i64 12}
!216 = !DILocation(line: 127, column: 16, scope: !213, inlinedAt: !187)
!217 = !DILocation(line: 128, column: 1, scope: !213, inlinedAt: !187)
!218 = !DILocation(line: 143, column: 3, scope: !83)
!219 = !DILocation(line: 146, column: 3, scope: !83)
!220 = !DILocation(line: 0, scope: !99)
!221 = !DILocation(line: 147, column: 23, scope: !222)
!222 = distinct !DILexicalBlock(scope: !99, file: !3, line: 147, column: 3)
!223 = !DILocation(line: 147, column: 21, scope: !222)
!224 = !DILocation(line: 147, column: 3, scope: !99)
!225 = !DILocalVariable(name: "how", arg: 1, scope: !226, file: !3, line: 54, type: !5)
!226 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!227 = !{!225, !228, !229, !231, !233, !234, !235, !237}
!228 = !DILocalVariable(name: "s", scope: !226, file: !3, line: 69, type: !30)
!229 = !DILocalVariable(name: "p", scope: !226, file: !3, line: 65, type: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!231 = !DILocalVariable(name: "r", scope: !232, file: !3, line: 66, type: !5)
!232 = distinct !DILexicalBlock(scope: !226, file: !3, line: 65, column: 22)
!233 = !DILocalVariable(name: "e", scope: !226, file: !3, line: 63, type: !127)
!234 = !DILocalVariable(name: "e", scope: !226, file: !3, line: 61, type: !119)
!235 = !DILocalVariable(name: "d", scope: !226, file: !3, line: 59, type: !236)
!236 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!237 = !DILocalVariable(name: "v", scope: !226, file: !3, line: 57, type: !5)
!238 = !DILocation(line: 0, scope: !226, inlinedAt: !239)
!239 = distinct !DILocation(line: 137, column: 13, scope: !89)
!240 = !DILocation(line: 56, column: 5, scope: !241, inlinedAt: !239)
!241 = distinct !DILexicalBlock(scope: !226, file: !3, line: 55, column: 7)
!242 = !DILocation(line: 57, column: 3, scope: !241, inlinedAt: !239)
!243 = !DILocation(line: 61, column: 3, scope: !244, inlinedAt: !239)
!244 = distinct !DILexicalBlock(scope: !226, file: !3, line: 59, column: 22)
!245 = !DILocation(line: 58, column: 16, scope: !246, inlinedAt: !239)
!246 = distinct !DILexicalBlock(scope: !226, file: !3, line: 57, column: 19)
!247 = !DILocation(line: 59, column: 3, scope: !246, inlinedAt: !239)
!248 = !DILocation(line: 63, column: 3, scope: !249, inlinedAt: !239)
!249 = distinct !DILexicalBlock(scope: !226, file: !3, line: 61, column: 30)
!250 = !{!251, !251, i64 0}
!251 = !{!"double", !110, i64 0}
!252 = !DILocation(line: 60, column: 26, scope: !244, inlinedAt: !239)
!253 = !DILocation(line: 60, column: 23, scope: !244, inlinedAt: !239)
!254 = !DILocation(line: 60, column: 16, scope: !244, inlinedAt: !239)
!255 = !DILocation(line: 65, column: 3, scope: !256, inlinedAt: !239)
!256 = distinct !DILexicalBlock(scope: !226, file: !3, line: 63, column: 22)
!257 = !DILocation(line: 62, column: 20, scope: !249, inlinedAt: !239)
!258 = !{!259, !109, i64 4}
!259 = !{!"_ZTS5Error", !109, i64 4, !260, i64 8}
!260 = !{!"any pointer", !110, i64 0}
!261 = !DILocation(line: 62, column: 25, scope: !249, inlinedAt: !239)
!262 = !DILocation(line: 62, column: 16, scope: !249, inlinedAt: !239)
!263 = !DILocation(line: 62, column: 34, scope: !249, inlinedAt: !239)
!264 = !DILocation(line: 62, column: 30, scope: !249, inlinedAt: !239)
!265 = !DILocation(line: 69, column: 3, scope: !232, inlinedAt: !239)
!266 = !DILocation(line: 64, column: 20, scope: !256, inlinedAt: !239)
!267 = !DILocation(line: 64, column: 29, scope: !256, inlinedAt: !239)
!268 = !{!269, !269, i64 0}
!269 = !{!"vtable pointer", !111, i64 0}
!270 = !DILocation(line: 64, column: 16, scope: !256, inlinedAt: !239)
!271 = !DILocation(line: 64, column: 25, scope: !256, inlinedAt: !239)
!272 = !DILocation(line: 71, column: 3, scope: !273, inlinedAt: !239)
!273 = distinct !DILexicalBlock(scope: !226, file: !3, line: 69, column: 27)
!274 = !DILocation(line: 66, column: 22, scope: !232, inlinedAt: !239)
!275 = !DILocation(line: 66, column: 17, scope: !232, inlinedAt: !239)
!276 = !DILocation(line: 0, scope: !232, inlinedAt: !239)
!277 = !DILocation(line: 67, column: 5, scope: !232, inlinedAt: !239)
!278 = !DILocation(line: 70, column: 19, scope: !273, inlinedAt: !239)
!279 = !{!110, !110, i64 0}
!280 = !DILocation(line: 70, column: 24, scope: !273, inlinedAt: !239)
!281 = !DILocation(line: 70, column: 16, scope: !273, inlinedAt: !239)
!282 = !DILocation(line: 73, column: 3, scope: !283, inlinedAt: !239)
!283 = distinct !DILexicalBlock(scope: !226, file: !3, line: 71, column: 17)
!284 = !DILocation(line: 0, scope: !89)
!285 = !DILocation(line: 138, column: 50, scope: !89)
!286 = !DILocation(line: 138, column: 5, scope: !89)
!287 = !DILocation(line: 139, column: 11, scope: !89)
!288 = !DILocation(line: 136, column: 27, scope: !90)
!289 = !DILocation(line: 136, column: 21, scope: !90)
!290 = distinct !{!290, !103, !291, !292}
!291 = !DILocation(line: 140, column: 3, scope: !87)
!292 = !{!"llvm.loop.mustprogress"}
!293 = !DILocation(line: 145, column: 9, scope: !83)
!294 = !DILocation(line: 149, column: 41, scope: !83)
!295 = !DILocation(line: 149, column: 3, scope: !83)
!296 = !DILocation(line: 150, column: 8, scope: !83)
!297 = !DILocation(line: 150, column: 15, scope: !83)
!298 = !DILocation(line: 150, column: 3, scope: !83)
!299 = !DILocation(line: 151, column: 3, scope: !83)
!300 = !DILocation(line: 148, column: 19, scope: !222)
!301 = !DILocation(line: 148, column: 5, scope: !222)
!302 = !DILocation(line: 147, column: 31, scope: !222)
!303 = distinct !{!303, !224, !304, !292}
!304 = !DILocation(line: 148, column: 27, scope: !99)
!305 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!306 = !{!307, !308, !309, !311}
!307 = !DILocalVariable(name: "how", arg: 1, scope: !305, file: !3, line: 89, type: !5)
!308 = !DILocalVariable(name: "r", scope: !305, file: !3, line: 90, type: !5)
!309 = !DILocalVariable(name: "v", scope: !310, file: !3, line: 94, type: !5)
!310 = distinct !DILexicalBlock(scope: !305, file: !3, line: 91, column: 7)
!311 = !DILocalVariable(name: "e", scope: !305, file: !3, line: 98, type: !127)
!312 = !DILocation(line: 0, scope: !305)
!313 = !DILocalVariable(name: "how", arg: 1, scope: !314, file: !3, line: 79, type: !5)
!314 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !143, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!315 = !{!313, !316}
!316 = !DILocalVariable(name: "t", scope: !314, file: !3, line: 80, type: !6)
!317 = !DILocation(line: 0, scope: !314, inlinedAt: !318)
!318 = distinct !DILocation(line: 93, column: 7, scope: !319)
!319 = distinct !DILexicalBlock(scope: !310, file: !3, line: 92, column: 9)
!320 = !DILocation(line: 0, scope: !132, inlinedAt: !321)
!321 = distinct !DILocation(line: 80, column: 10, scope: !314, inlinedAt: !318)
!322 = !DILocation(line: 21, column: 36, scope: !140, inlinedAt: !321)
!323 = !DILocation(line: 0, scope: !142, inlinedAt: !324)
!324 = distinct !DILocation(line: 21, column: 46, scope: !140, inlinedAt: !321)
!325 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !324)
!326 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !324)
!327 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !324)
!328 = !DILocation(line: 80, column: 15, scope: !314, inlinedAt: !318)
!329 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !324)
!330 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !324)
!331 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !324)
!332 = !DILocation(line: 82, column: 5, scope: !333, inlinedAt: !318)
!333 = distinct !DILexicalBlock(scope: !314, file: !3, line: 81, column: 7)
!334 = !DILocation(line: 83, column: 3, scope: !333, inlinedAt: !318)
!335 = !DILocation(line: 84, column: 5, scope: !336, inlinedAt: !318)
!336 = distinct !DILexicalBlock(scope: !314, file: !3, line: 83, column: 17)
!337 = !DILocation(line: 85, column: 5, scope: !336, inlinedAt: !318)
!338 = !DILocation(line: 86, column: 3, scope: !336, inlinedAt: !318)
!339 = !DILocation(line: 0, scope: !169, inlinedAt: !340)
!340 = distinct !DILocation(line: 87, column: 1, scope: !314, inlinedAt: !318)
!341 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !142, inlinedAt: !343)
!343 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !340)
!344 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !343)
!345 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !343)
!346 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !343)
!347 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !340)
!348 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !343)
!349 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !343)
!350 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !343)
!351 = !DILocation(line: 87, column: 1, scope: !314, inlinedAt: !318)
!352 = !DILocation(line: 0, scope: !169, inlinedAt: !353)
!353 = distinct !DILocation(line: 87, column: 1, scope: !314, inlinedAt: !318)
!354 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !353)
!355 = !DILocation(line: 0, scope: !142, inlinedAt: !356)
!356 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !353)
!357 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !356)
!358 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !356)
!359 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !356)
!360 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !353)
!361 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !356)
!362 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !356)
!363 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !356)
!364 = !DILocation(line: 94, column: 5, scope: !319)
!365 = !DILocation(line: 0, scope: !310)
!366 = !DILocation(line: 96, column: 7, scope: !367)
!367 = distinct !DILexicalBlock(scope: !310, file: !3, line: 94, column: 21)
!368 = !DILocation(line: 96, column: 21, scope: !367)
!369 = !DILocalVariable(name: "this", arg: 1, scope: !370, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !371)
!371 = !{!369, !372, !373}
!372 = !DILocalVariable(name: "c", arg: 2, scope: !370, file: !3, line: 29, type: !5)
!373 = !DILocalVariable(name: "w", arg: 3, scope: !370, file: !3, line: 29, type: !30)
!374 = !DILocation(line: 0, scope: !370, inlinedAt: !375)
!375 = distinct !DILocation(line: 96, column: 13, scope: !367)
!376 = !DILocation(line: 29, column: 50, scope: !370, inlinedAt: !375)
!377 = !DILocation(line: 29, column: 33, scope: !370, inlinedAt: !375)
!378 = !DILocation(line: 29, column: 42, scope: !370, inlinedAt: !375)
!379 = !{!259, !260, i64 8}
!380 = !DILocation(line: 97, column: 5, scope: !367)
!381 = !DILocation(line: 98, column: 3, scope: !310)
!382 = !DILocation(line: 99, column: 12, scope: !383)
!383 = distinct !DILexicalBlock(scope: !305, file: !3, line: 98, column: 22)
!384 = !DILocation(line: 99, column: 17, scope: !383)
!385 = !DILocation(line: 99, column: 7, scope: !383)
!386 = !DILocation(line: 100, column: 3, scope: !383)
!387 = !DILocation(line: 103, column: 3, scope: !305)
!388 = !DILocation(line: 102, column: 3, scope: !389)
!389 = distinct !DILexicalBlock(scope: !305, file: !3, line: 100, column: 17)
!390 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !393)
!391 = !DISubroutineType(types: !392)
!392 = !{!5, !30}
!393 = !{}
!394 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !143, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!395 = !{!396, !397}
!396 = !DILocalVariable(name: "how", arg: 1, scope: !394, file: !3, line: 40, type: !5)
!397 = !DILocalVariable(name: "t", scope: !394, file: !3, line: 41, type: !6)
!398 = !DILocation(line: 0, scope: !394)
!399 = !DILocation(line: 0, scope: !132, inlinedAt: !400)
!400 = distinct !DILocation(line: 41, column: 10, scope: !394)
!401 = !DILocation(line: 21, column: 36, scope: !140, inlinedAt: !400)
!402 = !DILocation(line: 0, scope: !142, inlinedAt: !403)
!403 = distinct !DILocation(line: 21, column: 46, scope: !140, inlinedAt: !400)
!404 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !403)
!405 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !403)
!406 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !403)
!407 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !403)
!408 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !403)
!409 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !403)
!410 = !DILocation(line: 42, column: 3, scope: !394)
!411 = !DILocation(line: 43, column: 11, scope: !412)
!412 = distinct !DILexicalBlock(scope: !394, file: !3, line: 42, column: 16)
!413 = !DILocation(line: 44, column: 11, scope: !412)
!414 = !DILocation(line: 45, column: 11, scope: !412)
!415 = !DILocation(line: 0, scope: !370, inlinedAt: !416)
!416 = distinct !DILocation(line: 45, column: 17, scope: !412)
!417 = !DILocation(line: 29, column: 50, scope: !370, inlinedAt: !416)
!418 = !DILocation(line: 29, column: 33, scope: !370, inlinedAt: !416)
!419 = !DILocation(line: 29, column: 42, scope: !370, inlinedAt: !416)
!420 = !DILocation(line: 46, column: 11, scope: !412)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !422, type: !426, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !423)
!423 = !{!421, !424, !425}
!424 = !DILocalVariable(name: "c", arg: 2, scope: !422, file: !3, line: 36, type: !5)
!425 = !DILocalVariable(name: "f", arg: 3, scope: !422, file: !3, line: 36, type: !5)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!427 = !DILocation(line: 0, scope: !422, inlinedAt: !428)
!428 = distinct !DILocation(line: 46, column: 17, scope: !412)
!429 = !DILocation(line: 0, scope: !370, inlinedAt: !430)
!430 = distinct !DILocation(line: 36, column: 27, scope: !422, inlinedAt: !428)
!431 = !DILocation(line: 29, column: 50, scope: !370, inlinedAt: !430)
!432 = !DILocation(line: 29, column: 33, scope: !370, inlinedAt: !430)
!433 = !DILocation(line: 29, column: 42, scope: !370, inlinedAt: !430)
!434 = !DILocation(line: 36, column: 49, scope: !422, inlinedAt: !428)
!435 = !DILocation(line: 36, column: 43, scope: !422, inlinedAt: !428)
!436 = !DILocation(line: 47, column: 11, scope: !412)
!437 = !DILocation(line: 47, column: 17, scope: !412)
!438 = !DILocation(line: 0, scope: !370, inlinedAt: !439)
!439 = distinct !DILocation(line: 47, column: 21, scope: !412)
!440 = !DILocation(line: 29, column: 50, scope: !370, inlinedAt: !439)
!441 = !DILocation(line: 29, column: 33, scope: !370, inlinedAt: !439)
!442 = !DILocation(line: 29, column: 42, scope: !370, inlinedAt: !439)
!443 = !{!260, !260, i64 0}
!444 = !DILocation(line: 48, column: 11, scope: !412)
!445 = !DILocation(line: 49, column: 11, scope: !412)
!446 = !DILocation(line: 0, scope: !132, inlinedAt: !447)
!447 = distinct !DILocation(line: 49, column: 17, scope: !412)
!448 = !DILocation(line: 21, column: 28, scope: !132, inlinedAt: !447)
!449 = !DILocation(line: 21, column: 36, scope: !140, inlinedAt: !447)
!450 = !DILocation(line: 0, scope: !142, inlinedAt: !451)
!451 = distinct !DILocation(line: 21, column: 46, scope: !140, inlinedAt: !447)
!452 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !451)
!453 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !451)
!454 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !451)
!455 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !451)
!456 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !451)
!457 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !451)
!458 = !DILocation(line: 0, scope: !169, inlinedAt: !459)
!459 = distinct !DILocation(line: 52, column: 1, scope: !394)
!460 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !459)
!461 = !DILocation(line: 0, scope: !142, inlinedAt: !462)
!462 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !459)
!463 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !462)
!464 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !462)
!465 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !459)
!466 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !462)
!467 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !462)
!468 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !462)
!469 = !DILocation(line: 52, column: 1, scope: !394)
!470 = !DILocation(line: 0, scope: !169, inlinedAt: !471)
!471 = distinct !DILocation(line: 52, column: 1, scope: !394)
!472 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !471)
!473 = !DILocation(line: 0, scope: !142, inlinedAt: !474)
!474 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !471)
!475 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !474)
!476 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !474)
!477 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !474)
!478 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !471)
!479 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !474)
!480 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !474)
!481 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !474)
!482 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !483)
!483 = !{!484}
!484 = !DILocalVariable(name: "this", arg: 1, scope: !482, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!485 = !DILocation(line: 0, scope: !482)
!486 = !DILocation(line: 30, column: 21, scope: !482)
!487 = !DILocation(line: 0, scope: !169)
!488 = !DILocation(line: 23, column: 15, scope: !175)
!489 = !DILocation(line: 0, scope: !142, inlinedAt: !490)
!490 = distinct !DILocation(line: 23, column: 25, scope: !175)
!491 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !490)
!492 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !490)
!493 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !490)
!494 = !DILocation(line: 23, column: 31, scope: !175)
!495 = !DILocation(line: 23, column: 30, scope: !175)
!496 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !490)
!497 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !490)
!498 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !490)
!499 = !DILocation(line: 23, column: 36, scope: !169)
!500 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !501)
!501 = !{!502}
!502 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !230, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DILocation(line: 0, scope: !500)
!504 = !DILocation(line: 30, column: 20, scope: !500)
!505 = !DILocation(line: 30, column: 21, scope: !500)
!506 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !507)
!507 = !{!508}
!508 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !509, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!510 = !DILocation(line: 0, scope: !506)
!511 = !DILocation(line: 31, column: 30, scope: !506)
!512 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !513, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !515, retainedNodes: !516)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !52}
!515 = !DISubprogram(name: "~IoError", scope: !45, type: !513, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!516 = !{!517}
!517 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !426, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DILocation(line: 0, scope: !512)
!519 = !DILocation(line: 34, column: 8, scope: !512)
!520 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !521)
!521 = !{!522}
!522 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!524 = !DILocation(line: 0, scope: !520)
!525 = !DILocation(line: 37, column: 31, scope: !520)
!526 = !DILocation(line: 0, scope: !123)
!527 = !DILocation(line: 0, scope: !132, inlinedAt: !528)
!528 = distinct !DILocation(line: 115, column: 23, scope: !123)
!529 = !DILocation(line: 21, column: 28, scope: !132, inlinedAt: !528)
!530 = !DILocation(line: 21, column: 36, scope: !140, inlinedAt: !528)
!531 = !DILocation(line: 0, scope: !142, inlinedAt: !532)
!532 = distinct !DILocation(line: 21, column: 46, scope: !140, inlinedAt: !528)
!533 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !532)
!534 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !532)
!535 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !532)
!536 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !532)
!537 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !532)
!538 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !532)
!539 = !DILocalVariable(name: "x", arg: 1, scope: !540, file: !3, line: 111, type: !5)
!540 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !541)
!541 = !{!539}
!542 = !DILocation(line: 0, scope: !540, inlinedAt: !543)
!543 = distinct !DILocation(line: 115, column: 31, scope: !123)
!544 = !DILocation(line: 112, column: 11, scope: !545, inlinedAt: !543)
!545 = distinct !DILexicalBlock(scope: !540, file: !3, line: 112, column: 9)
!546 = !DILocation(line: 112, column: 9, scope: !540, inlinedAt: !543)
!547 = !DILocation(line: 112, column: 16, scope: !545, inlinedAt: !543)
!548 = !DILocation(line: 112, column: 33, scope: !545, inlinedAt: !543)
!549 = !DILocation(line: 0, scope: !422, inlinedAt: !550)
!550 = distinct !DILocation(line: 112, column: 22, scope: !545, inlinedAt: !543)
!551 = !DILocation(line: 0, scope: !370, inlinedAt: !552)
!552 = distinct !DILocation(line: 36, column: 27, scope: !422, inlinedAt: !550)
!553 = !DILocation(line: 29, column: 50, scope: !370, inlinedAt: !552)
!554 = !DILocation(line: 29, column: 33, scope: !370, inlinedAt: !552)
!555 = !DILocation(line: 29, column: 42, scope: !370, inlinedAt: !552)
!556 = !DILocation(line: 36, column: 49, scope: !422, inlinedAt: !550)
!557 = !DILocation(line: 36, column: 43, scope: !422, inlinedAt: !550)
!558 = !DILocation(line: 113, column: 14, scope: !540, inlinedAt: !543)
!559 = !DILocation(line: 115, column: 29, scope: !123)
!560 = !DILocation(line: 0, scope: !142, inlinedAt: !561)
!561 = distinct !DILocation(line: 116, column: 5, scope: !157)
!562 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !561)
!563 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !561)
!564 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !561)
!565 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !561)
!566 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !561)
!567 = !DILocation(line: 119, column: 3, scope: !123)
!568 = !DILocation(line: 117, column: 3, scope: !157)
!569 = !DILocation(line: 0, scope: !169, inlinedAt: !570)
!570 = distinct !DILocation(line: 117, column: 3, scope: !157)
!571 = !DILocation(line: 23, column: 15, scope: !175, inlinedAt: !570)
!572 = !DILocation(line: 0, scope: !142, inlinedAt: !573)
!573 = distinct !DILocation(line: 23, column: 25, scope: !175, inlinedAt: !570)
!574 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !573)
!575 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !573)
!576 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !573)
!577 = !DILocation(line: 23, column: 31, scope: !175, inlinedAt: !570)
!578 = !DILocation(line: 23, column: 30, scope: !175, inlinedAt: !570)
!579 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !573)
!580 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !573)
!581 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !573)
!582 = !DILocation(line: 0, scope: !142, inlinedAt: !583)
!583 = distinct !DILocation(line: 118, column: 5, scope: !584)
!584 = distinct !DILexicalBlock(scope: !123, file: !3, line: 117, column: 22)
!585 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !583)
!586 = !DILocation(line: 15, column: 14, scope: !149, inlinedAt: !583)
!587 = !DILocation(line: 15, column: 7, scope: !142, inlinedAt: !583)
!588 = !DILocation(line: 16, column: 17, scope: !149, inlinedAt: !583)
!589 = !DILocation(line: 16, column: 5, scope: !149, inlinedAt: !583)
!590 = !DILocation(line: 16, column: 21, scope: !149, inlinedAt: !583)
!591 = !DILocation(line: 119, column: 3, scope: !584)

; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

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

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1, !dbg !0
@_ZL6g_live = internal unnamed_addr global i32 0, align 4, !dbg !8
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1, !dbg !45
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !96
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1, !dbg !50
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1, !dbg !55
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !98
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !60
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !100
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !65
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !70
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !75
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 !dbg !110 {
  %1 = alloca %struct.Holder, align 4, !DIAssignID !129
    #dbg_value(i32 0, !114, !DIExpression(), !130)
    #dbg_value(i32 0, !115, !DIExpression(), !131)
  br label %59, !dbg !132

2:                                                ; preds = %134
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !133
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !134
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4), !dbg !135
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !136, !tbaa !137
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !141
    #dbg_value(i32 5, !142, !DIExpression(), !182)
    #dbg_value(ptr undef, !184, !DIExpression(), !191)
    #dbg_value(i32 5, !187, !DIExpression(), !191)
    #dbg_value(ptr undef, !193, !DIExpression(), !198)
    #dbg_value(i32 5, !196, !DIExpression(), !198)
    #dbg_value(i32 5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !200)
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !201, !tbaa !137
  %9 = add nsw i32 %8, 1, !dbg !201
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !201, !tbaa !137
    #dbg_value(i32 5, !203, !DIExpression(), !208)
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !210, !tbaa !137
  %11 = icmp slt i32 %10, 64, !dbg !212
  br i1 %11, label %12, label %16, !dbg !213

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !214
  store i32 %13, ptr @_ZL6g_nlog, align 4, !dbg !214, !tbaa !137
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !215
  store i32 5, ptr %14, align 4, !dbg !216, !tbaa !137
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !200)
    #dbg_value(i32 777, !203, !DIExpression(), !217)
  %15 = icmp eq i32 %10, 63, !dbg !220
  br i1 %15, label %16, label %17, !dbg !221

16:                                               ; preds = %12, %2
    #dbg_value(ptr undef, !222, !DIExpression(), !228)
    #dbg_value(ptr undef, !230, !DIExpression(), !233)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !236, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !238)
  br label %24, !dbg !240

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !241
  store i32 %18, ptr @_ZL6g_nlog, align 4, !dbg !241, !tbaa !137
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13, !dbg !242
  store i32 777, ptr %19, align 4, !dbg !243, !tbaa !137
    #dbg_value(ptr undef, !222, !DIExpression(), !228)
    #dbg_value(ptr undef, !230, !DIExpression(), !233)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !236, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !238)
  %20 = icmp slt i32 %10, 62, !dbg !244
  br i1 %20, label %21, label %24, !dbg !240

21:                                               ; preds = %17
    #dbg_value(i32 -5, !203, !DIExpression(), !238)
  %22 = add nsw i32 %10, 3, !dbg !245
  store i32 %22, ptr @_ZL6g_nlog, align 4, !dbg !245, !tbaa !137
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18, !dbg !246
  store i32 -5, ptr %23, align 4, !dbg !247, !tbaa !137
  br label %24, !dbg !246

24:                                               ; preds = %17, %21, %16
    #dbg_assign(i1 undef, !145, !DIExpression(), !129, ptr %1, !DIExpression(), !248)
    #dbg_value(i32 -4, !142, !DIExpression(), !250)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12, !dbg !251
  %25 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %39, !dbg !252

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !253
  %28 = load i32, ptr %27, align 4, !dbg !253, !tbaa !254
    #dbg_value(ptr %1, !222, !DIExpression(), !257)
    #dbg_value(ptr %1, !230, !DIExpression(), !259)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !261, !tbaa !137
  %30 = add nsw i32 %29, -1, !dbg !261
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !261, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !262)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !264, !tbaa !137
  %32 = icmp slt i32 %31, 64, !dbg !265
  br i1 %32, label %33, label %38, !dbg !266

33:                                               ; preds = %26
  %34 = load i32, ptr %1, align 4, !dbg !267, !tbaa !268
    #dbg_value(!DIArgList(i32 0, i32 %34), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !262)
  %35 = sub nsw i32 0, %34, !dbg !269
    #dbg_value(i32 %35, !203, !DIExpression(), !262)
  %36 = add nsw i32 %31, 1, !dbg !270
  store i32 %36, ptr @_ZL6g_nlog, align 4, !dbg !270, !tbaa !137
  %37 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !271
  store i32 %35, ptr %37, align 4, !dbg !272, !tbaa !137
  br label %38, !dbg !271

38:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12, !dbg !273
  br label %53

39:                                               ; preds = %24
  %40 = catchswitch within none [label %41] unwind to caller, !dbg !274

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @_ZTI7IoError], !dbg !274
  %43 = call ptr @llvm.wasm.get.exception(token %42), !dbg !274
  %44 = call i32 @llvm.wasm.get.ehselector(token %42), !dbg !274
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #12, !dbg !274
  %46 = icmp eq i32 %44, %45, !dbg !274
  br i1 %46, label %47, label %52, !dbg !274

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #12 [ "funclet"(token %42) ], !dbg !274
    #dbg_value(ptr %48, !147, !DIExpression(), !250)
  %49 = getelementptr inbounds i8, ptr %48, i32 12, !dbg !275
  %50 = load i32, ptr %49, align 4, !dbg !275, !tbaa !277
  %51 = add nsw i32 %50, -1000, !dbg !281
  call void @__cxa_end_catch() [ "funclet"(token %42) ], !dbg !282
  catchret from %42 to label %53, !dbg !282

52:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %42) ], !dbg !282
  unreachable, !dbg !282

53:                                               ; preds = %38, %47
  %54 = phi i32 [ %28, %38 ], [ %51, %47 ], !dbg !250
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %54), !dbg !283
    #dbg_value(!DIArgList(i32 %138, i32 2), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !130)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !284
    #dbg_value(i32 0, !127, !DIExpression(), !285)
  %57 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !286, !tbaa !137
  %58 = icmp sgt i32 %57, 0, !dbg !288
  br i1 %58, label %149, label %141, !dbg !289

59:                                               ; preds = %0, %134
  %60 = phi i32 [ 0, %0 ], [ %138, %134 ]
  %61 = phi i32 [ 0, %0 ], [ %139, %134 ]
    #dbg_value(i32 %60, !114, !DIExpression(), !130)
    #dbg_value(i32 %61, !115, !DIExpression(), !131)
    #dbg_value(i32 %61, !290, !DIExpression(), !303)
  invoke fastcc void @_ZL7throweri(i32 noundef %61)
          to label %134 unwind label %62, !dbg !305

62:                                               ; preds = %59
  %63 = catchswitch within none [label %64] unwind to caller, !dbg !307

64:                                               ; preds = %62
  %65 = catchpad within %63 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI7IoError, ptr @_ZTI5Error, ptr @_ZTIP5Error, ptr @_ZTIPKc, ptr null], !dbg !307
  %66 = tail call ptr @llvm.wasm.get.exception(token %65), !dbg !307
  %67 = tail call i32 @llvm.wasm.get.ehselector(token %65), !dbg !307
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12, !dbg !307
  %69 = icmp eq i32 %67, %68, !dbg !307
  br i1 %69, label %70, label %74, !dbg !307

70:                                               ; preds = %64
  %71 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !308
  %72 = load i32, ptr %71, align 4, !dbg !308, !tbaa !137
    #dbg_value(i32 %72, !302, !DIExpression(), !303)
  %73 = add nsw i32 %72, 100, !dbg !310
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ], !dbg !312
  catchret from %65 to label %134, !dbg !312

74:                                               ; preds = %64
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #12, !dbg !307
  %76 = icmp eq i32 %67, %75, !dbg !307
  br i1 %76, label %77, label %83, !dbg !307

77:                                               ; preds = %74
  %78 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !313
  %79 = load double, ptr %78, align 8, !dbg !313, !tbaa !315
    #dbg_value(double %79, !300, !DIExpression(), !303)
  %80 = fmul double %79, 2.000000e+00, !dbg !317
  %81 = fptosi double %80 to i32, !dbg !318
  %82 = add nsw i32 %81, 200, !dbg !319
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ], !dbg !308
  catchret from %65 to label %134, !dbg !308

83:                                               ; preds = %74
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #12, !dbg !307
  %85 = icmp eq i32 %67, %84, !dbg !307
  br i1 %85, label %86, label %95, !dbg !307

86:                                               ; preds = %83
  %87 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !320
    #dbg_value(ptr %87, !299, !DIExpression(), !303)
  %88 = getelementptr inbounds i8, ptr %87, i32 4, !dbg !322
  %89 = load i32, ptr %88, align 4, !dbg !322, !tbaa !323
  %90 = mul nsw i32 %89, 10, !dbg !324
  %91 = add nsw i32 %90, 300, !dbg !325
  %92 = getelementptr inbounds i8, ptr %87, i32 12, !dbg !326
  %93 = load i32, ptr %92, align 4, !dbg !326, !tbaa !277
  %94 = add nsw i32 %91, %93, !dbg !327
  call void @__cxa_end_catch() [ "funclet"(token %65) ], !dbg !313
  catchret from %65 to label %134, !dbg !313

95:                                               ; preds = %83
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12, !dbg !307
  %97 = icmp eq i32 %67, %96, !dbg !307
  br i1 %97, label %98, label %109, !dbg !307

98:                                               ; preds = %95
  %99 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !328
    #dbg_value(ptr %99, !298, !DIExpression(), !303)
  %100 = getelementptr inbounds i8, ptr %99, i32 4, !dbg !329
  %101 = load i32, ptr %100, align 4, !dbg !329, !tbaa !323
  %102 = load ptr, ptr %99, align 4, !dbg !330, !tbaa !331
  %103 = getelementptr inbounds i8, ptr %102, i32 8, !dbg !330
  %104 = load ptr, ptr %103, align 4, !dbg !330
  %105 = invoke noundef i32 %104(ptr noundef nonnull align 4 dereferenceable(12) %99) [ "funclet"(token %65) ]
          to label %106 unwind label %129, !dbg !330

106:                                              ; preds = %98
  %107 = add nsw i32 %101, 400, !dbg !333
  %108 = add nsw i32 %107, %105, !dbg !334
  call void @__cxa_end_catch() [ "funclet"(token %65) ], !dbg !320
  catchret from %65 to label %134, !dbg !320

109:                                              ; preds = %95
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #12, !dbg !307
  %111 = icmp eq i32 %67, %110, !dbg !307
  br i1 %111, label %112, label %120, !dbg !307

112:                                              ; preds = %109
  %113 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !335
    #dbg_value(ptr %113, !294, !DIExpression(), !303)
  %114 = getelementptr inbounds i8, ptr %113, i32 4, !dbg !337
  %115 = load i32, ptr %114, align 4, !dbg !337, !tbaa !323
  %116 = add nsw i32 %115, 500, !dbg !338
    #dbg_value(i32 %116, !296, !DIExpression(), !339)
  %117 = load ptr, ptr %113, align 4, !dbg !340, !tbaa !331
  %118 = getelementptr inbounds i8, ptr %117, i32 4, !dbg !340
  %119 = load ptr, ptr %118, align 4, !dbg !340
  call void %119(ptr noundef nonnull align 4 dereferenceable(12) %113) #12 [ "funclet"(token %65) ], !dbg !340
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ], !dbg !328
  catchret from %65 to label %134, !dbg !328

120:                                              ; preds = %109
  %121 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12, !dbg !307
  %122 = icmp eq i32 %67, %121, !dbg !307
  %123 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ], !dbg !303
  br i1 %122, label %124, label %128, !dbg !307

124:                                              ; preds = %120
    #dbg_value(ptr %123, !293, !DIExpression(), !303)
  %125 = load i8, ptr %123, align 1, !dbg !341, !tbaa !342
  %126 = icmp eq i8 %125, 99, !dbg !343
  %127 = select i1 %126, i32 601, i32 600, !dbg !344
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ], !dbg !335
  catchret from %65 to label %134, !dbg !335

128:                                              ; preds = %120
  call void @__cxa_end_catch() [ "funclet"(token %65) ], !dbg !345
  catchret from %65 to label %134, !dbg !345

129:                                              ; preds = %98
  %130 = cleanuppad within %65 [], !dbg !320
  invoke void @__cxa_end_catch() [ "funclet"(token %130) ]
          to label %131 unwind label %132, !dbg !320

131:                                              ; preds = %129
  cleanupret from %130 unwind to caller, !dbg !320

132:                                              ; preds = %129
  %133 = cleanuppad within %130 [], !dbg !320
  call void @_ZSt9terminatev() #13 [ "funclet"(token %133) ], !dbg !320
  unreachable, !dbg !320

134:                                              ; preds = %59, %70, %77, %86, %106, %112, %124, %128
  %135 = phi i32 [ %73, %70 ], [ %82, %77 ], [ %94, %86 ], [ %108, %106 ], [ %116, %112 ], [ %127, %124 ], [ 999, %128 ], [ 0, %59 ], !dbg !303
    #dbg_value(i32 %135, !117, !DIExpression(), !347)
  %136 = load i32, ptr @_ZL6g_live, align 4, !dbg !348, !tbaa !137
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61, i32 noundef %135, i32 noundef %136), !dbg !349
  %138 = add nsw i32 %135, %60, !dbg !350
    #dbg_value(i32 %138, !114, !DIExpression(), !130)
  %139 = add nuw nsw i32 %61, 1, !dbg !351
    #dbg_value(i32 %139, !115, !DIExpression(), !131)
  %140 = icmp eq i32 %139, 8, !dbg !352
  br i1 %140, label %2, label %59, !dbg !132, !llvm.loop !353

141:                                              ; preds = %149, %53
  %142 = add nsw i32 %138, 2, !dbg !356
    #dbg_value(i32 %142, !114, !DIExpression(), !130)
  %143 = load i32, ptr @_ZL6g_live, align 4, !dbg !357, !tbaa !137
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142, i32 noundef %143), !dbg !358
  %145 = load i32, ptr @_ZL6g_live, align 4, !dbg !359, !tbaa !137
  %146 = icmp eq i32 %145, 0, !dbg !360
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8, !dbg !359
  %148 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %147), !dbg !361
  ret i32 0, !dbg !362

149:                                              ; preds = %53, %149
  %150 = phi i32 [ %154, %149 ], [ 0, %53 ]
    #dbg_value(i32 %150, !127, !DIExpression(), !285)
  %151 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %150, !dbg !363
  %152 = load i32, ptr %151, align 4, !dbg !363, !tbaa !137
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %152), !dbg !364
  %154 = add nuw nsw i32 %150, 1, !dbg !365
    #dbg_value(i32 %154, !127, !DIExpression(), !285)
  %155 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !286, !tbaa !137
  %156 = icmp slt i32 %154, %155, !dbg !288
  br i1 %156, label %149, label %141, !dbg !289, !llvm.loop !366
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !368 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 !dbg !371 {
    #dbg_value(i32 %0, !373, !DIExpression(), !378)
    #dbg_value(i32 0, !374, !DIExpression(), !378)
    #dbg_value(i32 %0, !379, !DIExpression(), !383)
    #dbg_value(ptr undef, !193, !DIExpression(), !386)
    #dbg_value(i32 %0, !196, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !386)
    #dbg_value(i32 %0, !382, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !383)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !388, !tbaa !137
  %3 = add nsw i32 %2, 1, !dbg !388
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !388, !tbaa !137
    #dbg_value(i32 %0, !203, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !389)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !391, !tbaa !137
  %5 = icmp slt i32 %4, 64, !dbg !392
  br i1 %5, label %6, label %10, !dbg !393

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50, !dbg !394
    #dbg_value(i32 %7, !196, !DIExpression(), !386)
    #dbg_value(i32 %7, !382, !DIExpression(), !383)
    #dbg_value(i32 %7, !203, !DIExpression(), !389)
  %8 = add nsw i32 %4, 1, !dbg !395
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !395, !tbaa !137
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !396
  store i32 %7, ptr %9, align 4, !dbg !397, !tbaa !137
  br label %10, !dbg !396

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %23 unwind label %11, !dbg !398

11:                                               ; preds = %10
  %12 = catchswitch within none [label %13] unwind label %32, !dbg !400

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr null], !dbg !400
  %15 = tail call ptr @llvm.wasm.get.exception(token %14), !dbg !400
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14), !dbg !400
  %17 = call ptr @__cxa_begin_catch(ptr %15) #12 [ "funclet"(token %14) ], !dbg !400
  %18 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !401, !tbaa !137
  %19 = add nsw i32 %18, 1, !dbg !401
  store i32 %19, ptr @_ZL13rethrow_count, align 4, !dbg !401, !tbaa !137
  invoke void @__cxa_rethrow() #10 [ "funclet"(token %14) ]
          to label %43 unwind label %20, !dbg !403

20:                                               ; preds = %13
  %21 = cleanuppad within %14 [], !dbg !404
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %22 unwind label %44, !dbg !404

22:                                               ; preds = %20
  cleanupret from %21 unwind label %32, !dbg !404

23:                                               ; preds = %10
    #dbg_value(ptr undef, !230, !DIExpression(), !405)
  %24 = load i32, ptr @_ZL6g_live, align 4, !dbg !407, !tbaa !137
  %25 = add nsw i32 %24, -1, !dbg !407
  store i32 %25, ptr @_ZL6g_live, align 4, !dbg !407, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !408)
  %26 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !410, !tbaa !137
  %27 = icmp slt i32 %26, 64, !dbg !411
  br i1 %27, label %28, label %77, !dbg !412

28:                                               ; preds = %23
    #dbg_value(!DIArgList(i32 0, i32 %0), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !408)
  %29 = sub nsw i32 -50, %0, !dbg !413
    #dbg_value(i32 %29, !203, !DIExpression(), !408)
  %30 = add nsw i32 %26, 1, !dbg !414
  store i32 %30, ptr @_ZL6g_nlog, align 4, !dbg !414, !tbaa !137
  %31 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %26, !dbg !415
  store i32 %29, ptr %31, align 4, !dbg !416, !tbaa !137
  br label %77, !dbg !415

32:                                               ; preds = %22, %11
  %33 = cleanuppad within none [], !dbg !417
    #dbg_value(ptr undef, !230, !DIExpression(), !418)
  %34 = load i32, ptr @_ZL6g_live, align 4, !dbg !420, !tbaa !137
  %35 = add nsw i32 %34, -1, !dbg !420
  store i32 %35, ptr @_ZL6g_live, align 4, !dbg !420, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !421)
  %36 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !423, !tbaa !137
  %37 = icmp slt i32 %36, 64, !dbg !424
  br i1 %37, label %38, label %42, !dbg !425

38:                                               ; preds = %32
    #dbg_value(!DIArgList(i32 0, i32 %0), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !421)
  %39 = sub nsw i32 -50, %0, !dbg !426
    #dbg_value(i32 %39, !203, !DIExpression(), !421)
  %40 = add nsw i32 %36, 1, !dbg !427
  store i32 %40, ptr @_ZL6g_nlog, align 4, !dbg !427, !tbaa !137
  %41 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %36, !dbg !428
  store i32 %39, ptr %41, align 4, !dbg !429, !tbaa !137
  br label %42, !dbg !428

42:                                               ; preds = %38, %32
  cleanupret from %33 unwind label %46

43:                                               ; preds = %13
  unreachable

44:                                               ; preds = %20
  %45 = cleanuppad within %21 [], !dbg !404
  call void @_ZSt9terminatev() #13 [ "funclet"(token %45) ], !dbg !404
  unreachable, !dbg !404

46:                                               ; preds = %42
  %47 = catchswitch within none [label %48] unwind label %62, !dbg !430

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @_ZTIi], !dbg !430
  %50 = tail call ptr @llvm.wasm.get.exception(token %49), !dbg !430
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49), !dbg !430
  %52 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12, !dbg !430
  %53 = icmp eq i32 %51, %52, !dbg !430
  br i1 %53, label %54, label %61, !dbg !430

54:                                               ; preds = %48
  %55 = call ptr @__cxa_begin_catch(ptr %50) #12 [ "funclet"(token %49) ], !dbg !430
  %56 = load i32, ptr %55, align 4, !dbg !430, !tbaa !137
    #dbg_value(i32 %56, !375, !DIExpression(), !431)
    #dbg_value(i32 %56, !374, !DIExpression(), !378)
  %57 = call ptr @__cxa_allocate_exception(i32 12) #12 [ "funclet"(token %49) ], !dbg !432
  %58 = add nsw i32 %56, 1, !dbg !434
    #dbg_value(ptr %57, !435, !DIExpression(), !440)
    #dbg_value(i32 %58, !438, !DIExpression(), !440)
    #dbg_value(ptr @.str.13, !439, !DIExpression(), !440)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %57, align 4, !dbg !442, !tbaa !331
  %59 = getelementptr inbounds i8, ptr %57, i32 4, !dbg !443
  store i32 %58, ptr %59, align 4, !dbg !443, !tbaa !323
  %60 = getelementptr inbounds i8, ptr %57, i32 8, !dbg !444
  store ptr @.str.13, ptr %60, align 4, !dbg !444, !tbaa !445
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #10 [ "funclet"(token %49) ]
          to label %82 unwind label %80, !dbg !432

61:                                               ; preds = %48
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %49) ]
          to label %82 unwind label %62, !dbg !446

62:                                               ; preds = %61, %80, %46
  %63 = phi i32 [ 0, %46 ], [ %56, %80 ], [ 0, %61 ], !dbg !378
  %64 = catchswitch within none [label %65] unwind to caller, !dbg !447

65:                                               ; preds = %62
  %66 = catchpad within %64 [ptr @_ZTI5Error, ptr null], !dbg !447
  %67 = tail call ptr @llvm.wasm.get.exception(token %66), !dbg !447
  %68 = tail call i32 @llvm.wasm.get.ehselector(token %66), !dbg !447
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12, !dbg !447
  %70 = icmp eq i32 %68, %69, !dbg !447
  %71 = call ptr @__cxa_begin_catch(ptr %67) #12 [ "funclet"(token %66) ], !dbg !378
  br i1 %70, label %72, label %79, !dbg !447

72:                                               ; preds = %65
    #dbg_value(ptr %71, !377, !DIExpression(), !378)
  %73 = getelementptr inbounds i8, ptr %71, i32 4, !dbg !448
  %74 = load i32, ptr %73, align 4, !dbg !448, !tbaa !323
  %75 = mul nsw i32 %74, 100, !dbg !450
  %76 = add nsw i32 %75, %63, !dbg !451
    #dbg_value(i32 %76, !374, !DIExpression(), !378)
  call void @__cxa_end_catch() [ "funclet"(token %66) ], !dbg !452
  catchret from %66 to label %77, !dbg !452

77:                                               ; preds = %28, %23, %79, %72
  %78 = phi i32 [ %76, %72 ], [ -1, %79 ], [ 0, %23 ], [ 0, %28 ], !dbg !378
    #dbg_value(i32 %78, !374, !DIExpression(), !378)
  ret i32 %78, !dbg !453

79:                                               ; preds = %65
    #dbg_value(i32 -1, !374, !DIExpression(), !378)
  call void @__cxa_end_catch() [ "funclet"(token %66) ], !dbg !454
  catchret from %66 to label %77, !dbg !454

80:                                               ; preds = %54
  %81 = cleanuppad within %49 [], !dbg !446
  call void @__cxa_end_catch() #12 [ "funclet"(token %81) ], !dbg !446
  cleanupret from %81 unwind label %62, !dbg !446

82:                                               ; preds = %61, %54
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !456 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_wasm_personality_v0 !dbg !459 {
    #dbg_value(i32 %0, !461, !DIExpression(), !463)
    #dbg_value(ptr undef, !193, !DIExpression(), !464)
    #dbg_value(i32 %0, !196, !DIExpression(), !464)
    #dbg_value(i32 %0, !462, !DIExpression(), !463)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !466, !tbaa !137
  %3 = add nsw i32 %2, 1, !dbg !466
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !466, !tbaa !137
    #dbg_value(i32 %0, !203, !DIExpression(), !467)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !469, !tbaa !137
  %5 = icmp slt i32 %4, 64, !dbg !470
  br i1 %5, label %6, label %9, !dbg !471

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !472
  store i32 %7, ptr @_ZL6g_nlog, align 4, !dbg !472, !tbaa !137
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !473
  store i32 %0, ptr %8, align 4, !dbg !474, !tbaa !137
  br label %9, !dbg !473

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %44 [
    i32 0, label %11
    i32 1, label %13
    i32 2, label %15
    i32 3, label %19
    i32 4, label %24
    i32 5, label %32
    i32 6, label %34
  ], !dbg !475

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #12, !dbg !476
  store i32 42, ptr %12, align 16, !dbg !476, !tbaa !137
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #10
          to label %62 unwind label %51, !dbg !476

13:                                               ; preds = %9
  %14 = tail call ptr @__cxa_allocate_exception(i32 8) #12, !dbg !478
  store double 3.500000e+00, ptr %14, align 16, !dbg !478, !tbaa !315
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTId, ptr null) #10
          to label %62 unwind label %51, !dbg !478

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 12) #12, !dbg !479
    #dbg_value(ptr %16, !435, !DIExpression(), !480)
    #dbg_value(i32 7, !438, !DIExpression(), !480)
    #dbg_value(ptr @.str.9, !439, !DIExpression(), !480)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %16, align 4, !dbg !482, !tbaa !331
  %17 = getelementptr inbounds i8, ptr %16, i32 4, !dbg !483
  store i32 7, ptr %17, align 4, !dbg !483, !tbaa !323
  %18 = getelementptr inbounds i8, ptr %16, i32 8, !dbg !484
  store ptr @.str.9, ptr %18, align 4, !dbg !484, !tbaa !445
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %62 unwind label %51, !dbg !479

19:                                               ; preds = %9
  %20 = tail call ptr @__cxa_allocate_exception(i32 16) #12, !dbg !485
    #dbg_value(ptr %20, !486, !DIExpression(), !492)
    #dbg_value(i32 9, !489, !DIExpression(), !492)
    #dbg_value(i32 3, !490, !DIExpression(), !492)
    #dbg_value(ptr %20, !435, !DIExpression(), !494)
    #dbg_value(i32 9, !438, !DIExpression(), !494)
    #dbg_value(ptr @.str.12, !439, !DIExpression(), !494)
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !496
  store i32 9, ptr %21, align 4, !dbg !496, !tbaa !323
  %22 = getelementptr inbounds i8, ptr %20, i32 8, !dbg !497
  store ptr @.str.12, ptr %22, align 4, !dbg !497, !tbaa !445
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %20, align 4, !dbg !498, !tbaa !331
  %23 = getelementptr inbounds i8, ptr %20, i32 12, !dbg !499
  store i32 3, ptr %23, align 4, !dbg !499, !tbaa !277
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %62 unwind label %51, !dbg !485

24:                                               ; preds = %9
  %25 = tail call ptr @__cxa_allocate_exception(i32 4) #12, !dbg !500
  %26 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i32 noundef 12) #14
          to label %27 unwind label %30, !dbg !501, !heapallocsite !153

27:                                               ; preds = %24
    #dbg_value(ptr %26, !435, !DIExpression(), !502)
    #dbg_value(i32 11, !438, !DIExpression(), !502)
    #dbg_value(ptr @.str.10, !439, !DIExpression(), !502)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %26, align 4, !dbg !504, !tbaa !331
  %28 = getelementptr inbounds i8, ptr %26, i32 4, !dbg !505
  store i32 11, ptr %28, align 4, !dbg !505, !tbaa !323
  %29 = getelementptr inbounds i8, ptr %26, i32 8, !dbg !506
  store ptr @.str.10, ptr %29, align 4, !dbg !506, !tbaa !445
  store ptr %26, ptr %25, align 16, !dbg !500, !tbaa !507
  invoke void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTIP5Error, ptr null) #10
          to label %62 unwind label %51, !dbg !500

30:                                               ; preds = %24
  %31 = cleanuppad within none [], !dbg !500
  call void @__cxa_free_exception(ptr %25) #12 [ "funclet"(token %31) ], !dbg !500
  cleanupret from %31 unwind label %51, !dbg !500

32:                                               ; preds = %9
  %33 = tail call ptr @__cxa_allocate_exception(i32 4) #12, !dbg !508
  store ptr @.str.11, ptr %33, align 16, !dbg !508, !tbaa !507
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull @_ZTIPKc, ptr null) #10
          to label %62 unwind label %51, !dbg !508

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #12, !dbg !509
    #dbg_value(ptr %35, !193, !DIExpression(), !510)
    #dbg_value(i32 600, !196, !DIExpression(), !510)
  store i32 600, ptr %35, align 4, !dbg !512, !tbaa !268
  %36 = load i32, ptr @_ZL6g_live, align 4, !dbg !513, !tbaa !137
  %37 = add nsw i32 %36, 1, !dbg !513
  store i32 %37, ptr @_ZL6g_live, align 4, !dbg !513, !tbaa !137
    #dbg_value(i32 600, !203, !DIExpression(), !514)
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !516, !tbaa !137
  %39 = icmp slt i32 %38, 64, !dbg !517
  br i1 %39, label %40, label %43, !dbg !518

40:                                               ; preds = %34
  %41 = add nsw i32 %38, 1, !dbg !519
  store i32 %41, ptr @_ZL6g_nlog, align 4, !dbg !519, !tbaa !137
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %38, !dbg !520
  store i32 600, ptr %42, align 4, !dbg !521, !tbaa !137
  br label %43, !dbg !520

43:                                               ; preds = %40, %34
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTI6Tracer, ptr nonnull @_ZN6TracerD2Ev) #10
          to label %62 unwind label %51, !dbg !509

44:                                               ; preds = %9
    #dbg_value(ptr undef, !230, !DIExpression(), !522)
  store i32 %2, ptr @_ZL6g_live, align 4, !dbg !524, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !525)
  %45 = icmp slt i32 %10, 64, !dbg !527
  br i1 %45, label %46, label %50, !dbg !528

46:                                               ; preds = %44
    #dbg_value(!DIArgList(i32 0, i32 %0), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !525)
  %47 = sub nsw i32 0, %0, !dbg !529
    #dbg_value(i32 %47, !203, !DIExpression(), !525)
  %48 = add nsw i32 %10, 1, !dbg !530
  store i32 %48, ptr @_ZL6g_nlog, align 4, !dbg !530, !tbaa !137
  %49 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !531
  store i32 %47, ptr %49, align 4, !dbg !532, !tbaa !137
  br label %50, !dbg !531

50:                                               ; preds = %44, %46
  ret void, !dbg !533

51:                                               ; preds = %43, %32, %27, %30, %19, %15, %13, %11
  %52 = cleanuppad within none [], !dbg !533
    #dbg_value(ptr undef, !230, !DIExpression(), !534)
  %53 = load i32, ptr @_ZL6g_live, align 4, !dbg !536, !tbaa !137
  %54 = add nsw i32 %53, -1, !dbg !536
  store i32 %54, ptr @_ZL6g_live, align 4, !dbg !536, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %55 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !539, !tbaa !137
  %56 = icmp slt i32 %55, 64, !dbg !540
  br i1 %56, label %57, label %61, !dbg !541

57:                                               ; preds = %51
    #dbg_value(!DIArgList(i32 0, i32 %0), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %58 = sub nsw i32 0, %0, !dbg !542
    #dbg_value(i32 %58, !203, !DIExpression(), !537)
  %59 = add nsw i32 %55, 1, !dbg !543
  store i32 %59, ptr @_ZL6g_nlog, align 4, !dbg !543, !tbaa !137
  %60 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %55, !dbg !544
  store i32 %58, ptr %60, align 4, !dbg !545, !tbaa !137
  br label %61, !dbg !544

61:                                               ; preds = %51, %57
  cleanupret from %52 unwind to caller, !dbg !533

62:                                               ; preds = %43, %32, %27, %19, %15, %13, %11
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 comdat !dbg !546 {
    #dbg_value(ptr %0, !548, !DIExpression(), !549)
  ret ptr %0, !dbg !550
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat !dbg !231 {
    #dbg_value(ptr %0, !230, !DIExpression(), !551)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !552, !tbaa !137
  %3 = add nsw i32 %2, -1, !dbg !552
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !552, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !553)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !555, !tbaa !137
  %5 = icmp slt i32 %4, 64, !dbg !556
  br i1 %5, label %6, label %11, !dbg !557

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !558, !tbaa !268
    #dbg_value(!DIArgList(i32 0, i32 %7), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !553)
  %8 = sub nsw i32 0, %7, !dbg !559
    #dbg_value(i32 %8, !203, !DIExpression(), !553)
  %9 = add nsw i32 %4, 1, !dbg !560
  store i32 %9, ptr @_ZL6g_nlog, align 4, !dbg !560, !tbaa !137
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !561
  store i32 %8, ptr %10, align 4, !dbg !562, !tbaa !137
  br label %11, !dbg !561

11:                                               ; preds = %1, %6
  ret ptr %0, !dbg !563
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat !dbg !564 {
    #dbg_value(ptr %0, !566, !DIExpression(), !567)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 12) #15, !dbg !568
  ret void, !dbg !569
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat !dbg !570 {
    #dbg_value(ptr %0, !572, !DIExpression(), !574)
  ret i32 1, !dbg !575
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat !dbg !576 {
    #dbg_value(ptr %0, !581, !DIExpression(), !582)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 16) #15, !dbg !583
  ret void, !dbg !583
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat !dbg !584 {
    #dbg_value(ptr %0, !586, !DIExpression(), !588)
  ret i32 2, !dbg !589
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !185 {
    #dbg_value(ptr %0, !184, !DIExpression(), !590)
    #dbg_value(i32 %1, !187, !DIExpression(), !590)
    #dbg_value(ptr %0, !193, !DIExpression(), !591)
    #dbg_value(i32 %1, !196, !DIExpression(), !591)
  store i32 %1, ptr %0, align 4, !dbg !593, !tbaa !268
  %3 = load i32, ptr @_ZL6g_live, align 4, !dbg !594, !tbaa !137
  %4 = add nsw i32 %3, 1, !dbg !594
  store i32 %4, ptr @_ZL6g_live, align 4, !dbg !594, !tbaa !137
    #dbg_value(i32 %1, !203, !DIExpression(), !595)
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !597, !tbaa !137
  %6 = icmp slt i32 %5, 64, !dbg !598
  br i1 %6, label %7, label %10, !dbg !599

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1, !dbg !600
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !600, !tbaa !137
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5, !dbg !601
  store i32 %1, ptr %9, align 4, !dbg !602, !tbaa !137
  br label %10, !dbg !601

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
    #dbg_value(i32 %1, !603, !DIExpression(), !606)
  %12 = icmp slt i32 %1, 0, !dbg !608
  br i1 %12, label %13, label %20, !dbg !610

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #12, !dbg !611
  %15 = sub nsw i32 0, %1, !dbg !612
    #dbg_value(ptr %14, !486, !DIExpression(), !613)
    #dbg_value(i32 %1, !489, !DIExpression(), !613)
    #dbg_value(i32 %15, !490, !DIExpression(), !613)
    #dbg_value(ptr %14, !435, !DIExpression(), !615)
    #dbg_value(i32 %1, !438, !DIExpression(), !615)
    #dbg_value(ptr @.str.12, !439, !DIExpression(), !615)
  %16 = getelementptr inbounds i8, ptr %14, i32 4, !dbg !617
  store i32 %1, ptr %16, align 4, !dbg !617, !tbaa !323
  %17 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !618
  store ptr @.str.12, ptr %17, align 4, !dbg !618, !tbaa !445
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !dbg !619, !tbaa !331
  %18 = getelementptr inbounds i8, ptr %14, i32 12, !dbg !620
  store i32 %15, ptr %18, align 4, !dbg !620, !tbaa !277
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %19 unwind label %28, !dbg !611

19:                                               ; preds = %13
  unreachable, !dbg !611

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1, !dbg !621
  %22 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !622
  store i32 %21, ptr %22, align 4, !dbg !622, !tbaa !254
    #dbg_value(i32 777, !203, !DIExpression(), !623)
  %23 = icmp slt i32 %11, 64, !dbg !625
  br i1 %23, label %24, label %27, !dbg !626

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1, !dbg !627
  store i32 %25, ptr @_ZL6g_nlog, align 4, !dbg !627, !tbaa !137
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11, !dbg !628
  store i32 777, ptr %26, align 4, !dbg !629, !tbaa !137
  br label %27, !dbg !628

27:                                               ; preds = %20, %24
  ret ptr %0, !dbg !630

28:                                               ; preds = %13
  %29 = cleanuppad within none [], !dbg !631
    #dbg_value(ptr %0, !230, !DIExpression(), !632)
  %30 = load i32, ptr @_ZL6g_live, align 4, !dbg !634, !tbaa !137
  %31 = add nsw i32 %30, -1, !dbg !634
  store i32 %31, ptr @_ZL6g_live, align 4, !dbg !634, !tbaa !137
    #dbg_value(!DIArgList(i32 poison, i32 poison), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !635)
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !637, !tbaa !137
  %33 = icmp slt i32 %32, 64, !dbg !638
  br i1 %33, label %34, label %39, !dbg !639

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !dbg !640, !tbaa !268
    #dbg_value(!DIArgList(i32 0, i32 %35), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !635)
  %36 = sub nsw i32 0, %35, !dbg !641
    #dbg_value(i32 %36, !203, !DIExpression(), !635)
  %37 = add nsw i32 %32, 1, !dbg !642
  store i32 %37, ptr @_ZL6g_nlog, align 4, !dbg !642, !tbaa !137
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32, !dbg !643
  store i32 %36, ptr %38, align 4, !dbg !644, !tbaa !137
  br label %39, !dbg !643

39:                                               ; preds = %28, %34
  cleanupret from %29 unwind label %40, !dbg !631

40:                                               ; preds = %39
  %41 = catchswitch within none [label %42] unwind to caller, !dbg !631

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @_ZTI5Error], !dbg !631
  %44 = tail call ptr @llvm.wasm.get.exception(token %43), !dbg !631
  %45 = tail call i32 @llvm.wasm.get.ehselector(token %43), !dbg !631
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12, !dbg !631
  %47 = icmp eq i32 %45, %46, !dbg !631
  br i1 %47, label %48, label %57, !dbg !631

48:                                               ; preds = %42
  %49 = call ptr @__cxa_begin_catch(ptr %44) #12 [ "funclet"(token %43) ], !dbg !631
    #dbg_value(ptr %49, !188, !DIExpression(), !590)
    #dbg_value(i32 888, !203, !DIExpression(), !645)
  %50 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !648, !tbaa !137
  %51 = icmp slt i32 %50, 64, !dbg !649
  br i1 %51, label %52, label %55, !dbg !650

52:                                               ; preds = %48
  %53 = add nsw i32 %50, 1, !dbg !651
  store i32 %53, ptr @_ZL6g_nlog, align 4, !dbg !651, !tbaa !137
  %54 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %50, !dbg !652
  store i32 888, ptr %54, align 4, !dbg !653, !tbaa !137
  br label %55, !dbg !652

55:                                               ; preds = %48, %52
  invoke void @__cxa_rethrow() [ "funclet"(token %43) ]
          to label %56 unwind label %58, !dbg !654

56:                                               ; preds = %55
  unreachable, !dbg !654

57:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %43) ], !dbg !654
  unreachable, !dbg !654

58:                                               ; preds = %55
  %59 = cleanuppad within %43 [], !dbg !654
  invoke void @__cxa_end_catch() [ "funclet"(token %59) ]
          to label %60 unwind label %61, !dbg !654

60:                                               ; preds = %58
  cleanupret from %59 unwind to caller, !dbg !654

61:                                               ; preds = %58
  %62 = cleanuppad within %59 [], !dbg !654
  call void @_ZSt9terminatev() #13 [ "funclet"(token %62) ], !dbg !654
  unreachable, !dbg !654
}

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { noreturn }
attributes #11 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 28)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !10, file: !2, line: 10, type: !12, isLocal: true, isDefinition: true)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !39, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !13, !28}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !2, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, identifier: "_ZTS6Tracer")
!14 = !{!15, !16, !20, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !13, file: !2, line: 20, baseType: !12, size: 32)
!16 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !12}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 22, type: !21, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !19, !23}
!23 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !DISubprogram(name: "~Tracer", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !19}
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !2, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !29, identifier: "_ZTS6Holder")
!29 = !{!30, !31, !32, !35}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !28, file: !2, line: 109, baseType: !13, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !28, file: !2, line: 110, baseType: !12, size: 32, offset: 32)
!32 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{!12, !12}
!35 = !DISubprogram(name: "Holder", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !38, !12}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!39 = !{!0, !40, !45, !50, !55, !60, !65, !70, !75, !77, !82, !84, !89, !8, !91, !96, !98, !100}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 5)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 19)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !57, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !72, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 7)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !10, file: !2, line: 77, type: !12, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !10, file: !2, line: 12, type: !12, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !10, file: !2, line: 11, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 64)
!105 = !{i32 7, !"Dwarf Version", i32 4}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !111, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!12}
!113 = !{!114, !115, !117, !120, !127}
!114 = !DILocalVariable(name: "total", scope: !110, file: !2, line: 135, type: !12)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 136, type: !12)
!116 = distinct !DILexicalBlock(scope: !110, file: !2, line: 136, column: 3)
!117 = !DILocalVariable(name: "c", scope: !118, file: !2, line: 137, type: !12)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 136, column: 32)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 136, column: 3)
!120 = !DILocalVariable(name: "nt", scope: !110, file: !2, line: 144, type: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !122, identifier: "_ZTS7NoThrow")
!122 = !{!123}
!123 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !121, file: !2, line: 131, type: !124, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!12, !126, !12}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 147, type: !12)
!128 = distinct !DILexicalBlock(scope: !110, file: !2, line: 147, column: 3)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !110)
!131 = !DILocation(line: 0, scope: !116)
!132 = !DILocation(line: 136, column: 3, scope: !116)
!133 = !DILocation(line: 141, column: 29, scope: !110)
!134 = !DILocation(line: 141, column: 40, scope: !110)
!135 = !DILocation(line: 141, column: 3, scope: !110)
!136 = !DILocation(line: 142, column: 28, scope: !110)
!137 = !{!138, !138, i64 0}
!138 = !{!"int", !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C++ TBAA"}
!141 = !DILocation(line: 142, column: 3, scope: !110)
!142 = !DILocalVariable(name: "x", arg: 1, scope: !143, file: !2, line: 123, type: !12)
!143 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !144)
!144 = !{!142, !145, !147}
!145 = !DILocalVariable(name: "h", scope: !146, file: !2, line: 124, type: !28)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 123, column: 31)
!147 = !DILocalVariable(name: "e", scope: !143, file: !2, line: 126, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !149, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !151, vtableHolder: !153, identifier: "_ZTS7IoError")
!151 = !{!152, !173, !174, !178}
!152 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !150, baseType: !153, extraData: i32 0)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !154, vtableHolder: !153, identifier: "_ZTS5Error")
!154 = !{!155, !158, !159, !161, !165, !168}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !156, size: 32, flags: DIFlagArtificial)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 32)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !111, size: 32)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !153, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !153, file: !2, line: 28, baseType: !160, size: 32, offset: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!161 = !DISubprogram(name: "Error", scope: !153, file: !2, line: 29, type: !162, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !164, !12, !160}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!165 = !DISubprogram(name: "~Error", scope: !153, file: !2, line: 30, type: !166, scopeLine: 30, containingType: !153, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !164}
!168 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !153, file: !2, line: 31, type: !169, scopeLine: 31, containingType: !153, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!12, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !150, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!174 = !DISubprogram(name: "IoError", scope: !150, file: !2, line: 36, type: !175, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177, !12, !12}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !150, file: !2, line: 37, type: !179, scopeLine: 37, containingType: !150, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!12, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!182 = !DILocation(line: 0, scope: !143, inlinedAt: !183)
!183 = distinct !DILocation(line: 143, column: 30, scope: !110)
!184 = !DILocalVariable(name: "this", arg: 1, scope: !185, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!185 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !35, retainedNodes: !186)
!186 = !{!184, !187, !188}
!187 = !DILocalVariable(name: "x", arg: 2, scope: !185, file: !2, line: 115, type: !12)
!188 = !DILocalVariable(name: "e", scope: !185, file: !2, line: 117, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !153, size: 32)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!191 = !DILocation(line: 0, scope: !185, inlinedAt: !192)
!192 = distinct !DILocation(line: 124, column: 10, scope: !146, inlinedAt: !183)
!193 = !DILocalVariable(name: "this", arg: 1, scope: !194, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !195)
!195 = !{!193, !196}
!196 = !DILocalVariable(name: "i", arg: 2, scope: !194, file: !2, line: 21, type: !12)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!198 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!199 = distinct !DILocation(line: 115, column: 23, scope: !185, inlinedAt: !192)
!200 = !DILocation(line: 0, scope: !146, inlinedAt: !183)
!201 = !DILocation(line: 21, column: 36, scope: !202, inlinedAt: !199)
!202 = distinct !DILexicalBlock(scope: !194, file: !2, line: 21, column: 34)
!203 = !DILocalVariable(name: "v", arg: 1, scope: !204, file: !2, line: 14, type: !12)
!204 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !205, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !12}
!207 = !{!203}
!208 = !DILocation(line: 0, scope: !204, inlinedAt: !209)
!209 = distinct !DILocation(line: 21, column: 46, scope: !202, inlinedAt: !199)
!210 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !209)
!211 = distinct !DILexicalBlock(scope: !204, file: !2, line: 15, column: 7)
!212 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !209)
!213 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !209)
!214 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !209)
!215 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !209)
!216 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !209)
!217 = !DILocation(line: 0, scope: !204, inlinedAt: !218)
!218 = distinct !DILocation(line: 116, column: 5, scope: !219, inlinedAt: !192)
!219 = distinct !DILexicalBlock(scope: !185, file: !2, line: 115, column: 41)
!220 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !218)
!221 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !218)
!222 = !DILocalVariable(name: "this", arg: 1, scope: !223, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!223 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !224, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !226, retainedNodes: !227)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !38}
!226 = !DISubprogram(name: "~Holder", scope: !28, type: !224, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !{!222}
!228 = !DILocation(line: 0, scope: !223, inlinedAt: !229)
!229 = distinct !DILocation(line: 126, column: 1, scope: !143, inlinedAt: !183)
!230 = !DILocalVariable(name: "this", arg: 1, scope: !231, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!231 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !25, retainedNodes: !232)
!232 = !{!230}
!233 = !DILocation(line: 0, scope: !231, inlinedAt: !234)
!234 = distinct !DILocation(line: 108, column: 8, scope: !235, inlinedAt: !229)
!235 = distinct !DILexicalBlock(scope: !223, file: !2, line: 108, column: 8)
!236 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !234)
!237 = distinct !DILexicalBlock(scope: !231, file: !2, line: 23, column: 13)
!238 = !DILocation(line: 0, scope: !204, inlinedAt: !239)
!239 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !234)
!240 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !239)
!241 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !218)
!242 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !218)
!243 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !218)
!244 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !239)
!245 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !239)
!246 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !239)
!247 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !239)
!248 = !DILocation(line: 0, scope: !146, inlinedAt: !249)
!249 = distinct !DILocation(line: 143, column: 42, scope: !110)
!250 = !DILocation(line: 0, scope: !143, inlinedAt: !249)
!251 = !DILocation(line: 124, column: 3, scope: !146, inlinedAt: !249)
!252 = !DILocation(line: 124, column: 10, scope: !146, inlinedAt: !249)
!253 = !DILocation(line: 125, column: 12, scope: !146, inlinedAt: !249)
!254 = !{!255, !138, i64 4}
!255 = !{!"_ZTS6Holder", !256, i64 0, !138, i64 4}
!256 = !{!"_ZTS6Tracer", !138, i64 0}
!257 = !DILocation(line: 0, scope: !223, inlinedAt: !258)
!258 = distinct !DILocation(line: 126, column: 1, scope: !143, inlinedAt: !249)
!259 = !DILocation(line: 0, scope: !231, inlinedAt: !260)
!260 = distinct !DILocation(line: 108, column: 8, scope: !235, inlinedAt: !258)
!261 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !260)
!262 = !DILocation(line: 0, scope: !204, inlinedAt: !263)
!263 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !260)
!264 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !263)
!265 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !263)
!266 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !263)
!267 = !DILocation(line: 23, column: 31, scope: !237, inlinedAt: !260)
!268 = !{!256, !138, i64 0}
!269 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !260)
!270 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !263)
!271 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !263)
!272 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !263)
!273 = !DILocation(line: 126, column: 1, scope: !143, inlinedAt: !249)
!274 = !DILocation(line: 126, column: 1, scope: !146, inlinedAt: !249)
!275 = !DILocation(line: 127, column: 20, scope: !276, inlinedAt: !249)
!276 = distinct !DILexicalBlock(scope: !143, file: !2, line: 126, column: 28)
!277 = !{!278, !138, i64 12}
!278 = !{!"_ZTS7IoError", !279, i64 0, !138, i64 12}
!279 = !{!"_ZTS5Error", !138, i64 4, !280, i64 8}
!280 = !{!"any pointer", !139, i64 0}
!281 = !DILocation(line: 127, column: 16, scope: !276, inlinedAt: !249)
!282 = !DILocation(line: 128, column: 1, scope: !276, inlinedAt: !249)
!283 = !DILocation(line: 143, column: 3, scope: !110)
!284 = !DILocation(line: 146, column: 3, scope: !110)
!285 = !DILocation(line: 0, scope: !128)
!286 = !DILocation(line: 147, column: 23, scope: !287)
!287 = distinct !DILexicalBlock(scope: !128, file: !2, line: 147, column: 3)
!288 = !DILocation(line: 147, column: 21, scope: !287)
!289 = !DILocation(line: 147, column: 3, scope: !128)
!290 = !DILocalVariable(name: "how", arg: 1, scope: !291, file: !2, line: 54, type: !12)
!291 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !292)
!292 = !{!290, !293, !294, !296, !298, !299, !300, !302}
!293 = !DILocalVariable(name: "s", scope: !291, file: !2, line: 69, type: !160)
!294 = !DILocalVariable(name: "p", scope: !291, file: !2, line: 65, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32)
!296 = !DILocalVariable(name: "r", scope: !297, file: !2, line: 66, type: !12)
!297 = distinct !DILexicalBlock(scope: !291, file: !2, line: 65, column: 22)
!298 = !DILocalVariable(name: "e", scope: !291, file: !2, line: 63, type: !189)
!299 = !DILocalVariable(name: "e", scope: !291, file: !2, line: 61, type: !148)
!300 = !DILocalVariable(name: "d", scope: !291, file: !2, line: 59, type: !301)
!301 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!302 = !DILocalVariable(name: "v", scope: !291, file: !2, line: 57, type: !12)
!303 = !DILocation(line: 0, scope: !291, inlinedAt: !304)
!304 = distinct !DILocation(line: 137, column: 13, scope: !118)
!305 = !DILocation(line: 56, column: 5, scope: !306, inlinedAt: !304)
!306 = distinct !DILexicalBlock(scope: !291, file: !2, line: 55, column: 7)
!307 = !DILocation(line: 57, column: 3, scope: !306, inlinedAt: !304)
!308 = !DILocation(line: 61, column: 3, scope: !309, inlinedAt: !304)
!309 = distinct !DILexicalBlock(scope: !291, file: !2, line: 59, column: 22)
!310 = !DILocation(line: 58, column: 16, scope: !311, inlinedAt: !304)
!311 = distinct !DILexicalBlock(scope: !291, file: !2, line: 57, column: 19)
!312 = !DILocation(line: 59, column: 3, scope: !311, inlinedAt: !304)
!313 = !DILocation(line: 63, column: 3, scope: !314, inlinedAt: !304)
!314 = distinct !DILexicalBlock(scope: !291, file: !2, line: 61, column: 30)
!315 = !{!316, !316, i64 0}
!316 = !{!"double", !139, i64 0}
!317 = !DILocation(line: 60, column: 26, scope: !309, inlinedAt: !304)
!318 = !DILocation(line: 60, column: 23, scope: !309, inlinedAt: !304)
!319 = !DILocation(line: 60, column: 16, scope: !309, inlinedAt: !304)
!320 = !DILocation(line: 65, column: 3, scope: !321, inlinedAt: !304)
!321 = distinct !DILexicalBlock(scope: !291, file: !2, line: 63, column: 22)
!322 = !DILocation(line: 62, column: 20, scope: !314, inlinedAt: !304)
!323 = !{!279, !138, i64 4}
!324 = !DILocation(line: 62, column: 25, scope: !314, inlinedAt: !304)
!325 = !DILocation(line: 62, column: 16, scope: !314, inlinedAt: !304)
!326 = !DILocation(line: 62, column: 34, scope: !314, inlinedAt: !304)
!327 = !DILocation(line: 62, column: 30, scope: !314, inlinedAt: !304)
!328 = !DILocation(line: 69, column: 3, scope: !297, inlinedAt: !304)
!329 = !DILocation(line: 64, column: 20, scope: !321, inlinedAt: !304)
!330 = !DILocation(line: 64, column: 29, scope: !321, inlinedAt: !304)
!331 = !{!332, !332, i64 0}
!332 = !{!"vtable pointer", !140, i64 0}
!333 = !DILocation(line: 64, column: 16, scope: !321, inlinedAt: !304)
!334 = !DILocation(line: 64, column: 25, scope: !321, inlinedAt: !304)
!335 = !DILocation(line: 71, column: 3, scope: !336, inlinedAt: !304)
!336 = distinct !DILexicalBlock(scope: !291, file: !2, line: 69, column: 27)
!337 = !DILocation(line: 66, column: 22, scope: !297, inlinedAt: !304)
!338 = !DILocation(line: 66, column: 17, scope: !297, inlinedAt: !304)
!339 = !DILocation(line: 0, scope: !297, inlinedAt: !304)
!340 = !DILocation(line: 67, column: 5, scope: !297, inlinedAt: !304)
!341 = !DILocation(line: 70, column: 19, scope: !336, inlinedAt: !304)
!342 = !{!139, !139, i64 0}
!343 = !DILocation(line: 70, column: 24, scope: !336, inlinedAt: !304)
!344 = !DILocation(line: 70, column: 16, scope: !336, inlinedAt: !304)
!345 = !DILocation(line: 73, column: 3, scope: !346, inlinedAt: !304)
!346 = distinct !DILexicalBlock(scope: !291, file: !2, line: 71, column: 17)
!347 = !DILocation(line: 0, scope: !118)
!348 = !DILocation(line: 138, column: 50, scope: !118)
!349 = !DILocation(line: 138, column: 5, scope: !118)
!350 = !DILocation(line: 139, column: 11, scope: !118)
!351 = !DILocation(line: 136, column: 27, scope: !119)
!352 = !DILocation(line: 136, column: 21, scope: !119)
!353 = distinct !{!353, !132, !354, !355}
!354 = !DILocation(line: 140, column: 3, scope: !116)
!355 = !{!"llvm.loop.mustprogress"}
!356 = !DILocation(line: 145, column: 9, scope: !110)
!357 = !DILocation(line: 149, column: 41, scope: !110)
!358 = !DILocation(line: 149, column: 3, scope: !110)
!359 = !DILocation(line: 150, column: 8, scope: !110)
!360 = !DILocation(line: 150, column: 15, scope: !110)
!361 = !DILocation(line: 150, column: 3, scope: !110)
!362 = !DILocation(line: 151, column: 3, scope: !110)
!363 = !DILocation(line: 148, column: 19, scope: !287)
!364 = !DILocation(line: 148, column: 5, scope: !287)
!365 = !DILocation(line: 147, column: 31, scope: !287)
!366 = distinct !{!366, !289, !367, !355}
!367 = !DILocation(line: 148, column: 27, scope: !128)
!368 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!12, !160, null}
!371 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !372)
!372 = !{!373, !374, !375, !377}
!373 = !DILocalVariable(name: "how", arg: 1, scope: !371, file: !2, line: 89, type: !12)
!374 = !DILocalVariable(name: "r", scope: !371, file: !2, line: 90, type: !12)
!375 = !DILocalVariable(name: "v", scope: !376, file: !2, line: 94, type: !12)
!376 = distinct !DILexicalBlock(scope: !371, file: !2, line: 91, column: 7)
!377 = !DILocalVariable(name: "e", scope: !371, file: !2, line: 98, type: !189)
!378 = !DILocation(line: 0, scope: !371)
!379 = !DILocalVariable(name: "how", arg: 1, scope: !380, file: !2, line: 79, type: !12)
!380 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !205, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !381)
!381 = !{!379, !382}
!382 = !DILocalVariable(name: "t", scope: !380, file: !2, line: 80, type: !13)
!383 = !DILocation(line: 0, scope: !380, inlinedAt: !384)
!384 = distinct !DILocation(line: 93, column: 7, scope: !385)
!385 = distinct !DILexicalBlock(scope: !376, file: !2, line: 92, column: 9)
!386 = !DILocation(line: 0, scope: !194, inlinedAt: !387)
!387 = distinct !DILocation(line: 80, column: 10, scope: !380, inlinedAt: !384)
!388 = !DILocation(line: 21, column: 36, scope: !202, inlinedAt: !387)
!389 = !DILocation(line: 0, scope: !204, inlinedAt: !390)
!390 = distinct !DILocation(line: 21, column: 46, scope: !202, inlinedAt: !387)
!391 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !390)
!392 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !390)
!393 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !390)
!394 = !DILocation(line: 80, column: 15, scope: !380, inlinedAt: !384)
!395 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !390)
!396 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !390)
!397 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !390)
!398 = !DILocation(line: 82, column: 5, scope: !399, inlinedAt: !384)
!399 = distinct !DILexicalBlock(scope: !380, file: !2, line: 81, column: 7)
!400 = !DILocation(line: 83, column: 3, scope: !399, inlinedAt: !384)
!401 = !DILocation(line: 84, column: 5, scope: !402, inlinedAt: !384)
!402 = distinct !DILexicalBlock(scope: !380, file: !2, line: 83, column: 17)
!403 = !DILocation(line: 85, column: 5, scope: !402, inlinedAt: !384)
!404 = !DILocation(line: 86, column: 3, scope: !402, inlinedAt: !384)
!405 = !DILocation(line: 0, scope: !231, inlinedAt: !406)
!406 = distinct !DILocation(line: 87, column: 1, scope: !380, inlinedAt: !384)
!407 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !406)
!408 = !DILocation(line: 0, scope: !204, inlinedAt: !409)
!409 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !406)
!410 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !409)
!411 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !409)
!412 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !409)
!413 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !406)
!414 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !409)
!415 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !409)
!416 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !409)
!417 = !DILocation(line: 87, column: 1, scope: !380, inlinedAt: !384)
!418 = !DILocation(line: 0, scope: !231, inlinedAt: !419)
!419 = distinct !DILocation(line: 87, column: 1, scope: !380, inlinedAt: !384)
!420 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !419)
!421 = !DILocation(line: 0, scope: !204, inlinedAt: !422)
!422 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !419)
!423 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !422)
!424 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !422)
!425 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !422)
!426 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !419)
!427 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !422)
!428 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !422)
!429 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !422)
!430 = !DILocation(line: 94, column: 5, scope: !385)
!431 = !DILocation(line: 0, scope: !376)
!432 = !DILocation(line: 96, column: 7, scope: !433)
!433 = distinct !DILexicalBlock(scope: !376, file: !2, line: 94, column: 21)
!434 = !DILocation(line: 96, column: 21, scope: !433)
!435 = !DILocalVariable(name: "this", arg: 1, scope: !436, type: !295, flags: DIFlagArtificial | DIFlagObjectPointer)
!436 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !153, file: !2, line: 29, type: !162, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !161, retainedNodes: !437)
!437 = !{!435, !438, !439}
!438 = !DILocalVariable(name: "c", arg: 2, scope: !436, file: !2, line: 29, type: !12)
!439 = !DILocalVariable(name: "w", arg: 3, scope: !436, file: !2, line: 29, type: !160)
!440 = !DILocation(line: 0, scope: !436, inlinedAt: !441)
!441 = distinct !DILocation(line: 96, column: 13, scope: !433)
!442 = !DILocation(line: 29, column: 50, scope: !436, inlinedAt: !441)
!443 = !DILocation(line: 29, column: 33, scope: !436, inlinedAt: !441)
!444 = !DILocation(line: 29, column: 42, scope: !436, inlinedAt: !441)
!445 = !{!279, !280, i64 8}
!446 = !DILocation(line: 97, column: 5, scope: !433)
!447 = !DILocation(line: 98, column: 3, scope: !376)
!448 = !DILocation(line: 99, column: 12, scope: !449)
!449 = distinct !DILexicalBlock(scope: !371, file: !2, line: 98, column: 22)
!450 = !DILocation(line: 99, column: 17, scope: !449)
!451 = !DILocation(line: 99, column: 7, scope: !449)
!452 = !DILocation(line: 100, column: 3, scope: !449)
!453 = !DILocation(line: 103, column: 3, scope: !371)
!454 = !DILocation(line: 102, column: 3, scope: !455)
!455 = distinct !DILexicalBlock(scope: !371, file: !2, line: 100, column: 17)
!456 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 8, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!12, !160}
!459 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !205, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !460)
!460 = !{!461, !462}
!461 = !DILocalVariable(name: "how", arg: 1, scope: !459, file: !2, line: 40, type: !12)
!462 = !DILocalVariable(name: "t", scope: !459, file: !2, line: 41, type: !13)
!463 = !DILocation(line: 0, scope: !459)
!464 = !DILocation(line: 0, scope: !194, inlinedAt: !465)
!465 = distinct !DILocation(line: 41, column: 10, scope: !459)
!466 = !DILocation(line: 21, column: 36, scope: !202, inlinedAt: !465)
!467 = !DILocation(line: 0, scope: !204, inlinedAt: !468)
!468 = distinct !DILocation(line: 21, column: 46, scope: !202, inlinedAt: !465)
!469 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !468)
!470 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !468)
!471 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !468)
!472 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !468)
!473 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !468)
!474 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !468)
!475 = !DILocation(line: 42, column: 3, scope: !459)
!476 = !DILocation(line: 43, column: 11, scope: !477)
!477 = distinct !DILexicalBlock(scope: !459, file: !2, line: 42, column: 16)
!478 = !DILocation(line: 44, column: 11, scope: !477)
!479 = !DILocation(line: 45, column: 11, scope: !477)
!480 = !DILocation(line: 0, scope: !436, inlinedAt: !481)
!481 = distinct !DILocation(line: 45, column: 17, scope: !477)
!482 = !DILocation(line: 29, column: 50, scope: !436, inlinedAt: !481)
!483 = !DILocation(line: 29, column: 33, scope: !436, inlinedAt: !481)
!484 = !DILocation(line: 29, column: 42, scope: !436, inlinedAt: !481)
!485 = !DILocation(line: 46, column: 11, scope: !477)
!486 = !DILocalVariable(name: "this", arg: 1, scope: !487, type: !491, flags: DIFlagArtificial | DIFlagObjectPointer)
!487 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !150, file: !2, line: 36, type: !175, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !174, retainedNodes: !488)
!488 = !{!486, !489, !490}
!489 = !DILocalVariable(name: "c", arg: 2, scope: !487, file: !2, line: 36, type: !12)
!490 = !DILocalVariable(name: "f", arg: 3, scope: !487, file: !2, line: 36, type: !12)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 32)
!492 = !DILocation(line: 0, scope: !487, inlinedAt: !493)
!493 = distinct !DILocation(line: 46, column: 17, scope: !477)
!494 = !DILocation(line: 0, scope: !436, inlinedAt: !495)
!495 = distinct !DILocation(line: 36, column: 27, scope: !487, inlinedAt: !493)
!496 = !DILocation(line: 29, column: 33, scope: !436, inlinedAt: !495)
!497 = !DILocation(line: 29, column: 42, scope: !436, inlinedAt: !495)
!498 = !DILocation(line: 36, column: 49, scope: !487, inlinedAt: !493)
!499 = !DILocation(line: 36, column: 43, scope: !487, inlinedAt: !493)
!500 = !DILocation(line: 47, column: 11, scope: !477)
!501 = !DILocation(line: 47, column: 17, scope: !477)
!502 = !DILocation(line: 0, scope: !436, inlinedAt: !503)
!503 = distinct !DILocation(line: 47, column: 21, scope: !477)
!504 = !DILocation(line: 29, column: 50, scope: !436, inlinedAt: !503)
!505 = !DILocation(line: 29, column: 33, scope: !436, inlinedAt: !503)
!506 = !DILocation(line: 29, column: 42, scope: !436, inlinedAt: !503)
!507 = !{!280, !280, i64 0}
!508 = !DILocation(line: 48, column: 11, scope: !477)
!509 = !DILocation(line: 49, column: 11, scope: !477)
!510 = !DILocation(line: 0, scope: !194, inlinedAt: !511)
!511 = distinct !DILocation(line: 49, column: 17, scope: !477)
!512 = !DILocation(line: 21, column: 28, scope: !194, inlinedAt: !511)
!513 = !DILocation(line: 21, column: 36, scope: !202, inlinedAt: !511)
!514 = !DILocation(line: 0, scope: !204, inlinedAt: !515)
!515 = distinct !DILocation(line: 21, column: 46, scope: !202, inlinedAt: !511)
!516 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !515)
!517 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !515)
!518 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !515)
!519 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !515)
!520 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !515)
!521 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !515)
!522 = !DILocation(line: 0, scope: !231, inlinedAt: !523)
!523 = distinct !DILocation(line: 52, column: 1, scope: !459)
!524 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !523)
!525 = !DILocation(line: 0, scope: !204, inlinedAt: !526)
!526 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !523)
!527 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !526)
!528 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !526)
!529 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !523)
!530 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !526)
!531 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !526)
!532 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !526)
!533 = !DILocation(line: 52, column: 1, scope: !459)
!534 = !DILocation(line: 0, scope: !231, inlinedAt: !535)
!535 = distinct !DILocation(line: 52, column: 1, scope: !459)
!536 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !535)
!537 = !DILocation(line: 0, scope: !204, inlinedAt: !538)
!538 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !535)
!539 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !538)
!540 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !538)
!541 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !538)
!542 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !535)
!543 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !538)
!544 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !538)
!545 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !538)
!546 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !153, file: !2, line: 30, type: !166, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !165, retainedNodes: !547)
!547 = !{!548}
!548 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !295, flags: DIFlagArtificial | DIFlagObjectPointer)
!549 = !DILocation(line: 0, scope: !546)
!550 = !DILocation(line: 30, column: 21, scope: !546)
!551 = !DILocation(line: 0, scope: !231)
!552 = !DILocation(line: 23, column: 15, scope: !237)
!553 = !DILocation(line: 0, scope: !204, inlinedAt: !554)
!554 = distinct !DILocation(line: 23, column: 25, scope: !237)
!555 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !554)
!556 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !554)
!557 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !554)
!558 = !DILocation(line: 23, column: 31, scope: !237)
!559 = !DILocation(line: 23, column: 30, scope: !237)
!560 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !554)
!561 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !554)
!562 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !554)
!563 = !DILocation(line: 23, column: 36, scope: !231)
!564 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !153, file: !2, line: 30, type: !166, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !165, retainedNodes: !565)
!565 = !{!566}
!566 = !DILocalVariable(name: "this", arg: 1, scope: !564, type: !295, flags: DIFlagArtificial | DIFlagObjectPointer)
!567 = !DILocation(line: 0, scope: !564)
!568 = !DILocation(line: 30, column: 20, scope: !564)
!569 = !DILocation(line: 30, column: 21, scope: !564)
!570 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !153, file: !2, line: 31, type: !169, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !168, retainedNodes: !571)
!571 = !{!572}
!572 = !DILocalVariable(name: "this", arg: 1, scope: !570, type: !573, flags: DIFlagArtificial | DIFlagObjectPointer)
!573 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 32)
!574 = !DILocation(line: 0, scope: !570)
!575 = !DILocation(line: 31, column: 30, scope: !570)
!576 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !150, file: !2, line: 34, type: !577, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !579, retainedNodes: !580)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !177}
!579 = !DISubprogram(name: "~IoError", scope: !150, type: !577, containingType: !150, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!580 = !{!581}
!581 = !DILocalVariable(name: "this", arg: 1, scope: !576, type: !491, flags: DIFlagArtificial | DIFlagObjectPointer)
!582 = !DILocation(line: 0, scope: !576)
!583 = !DILocation(line: 34, column: 8, scope: !576)
!584 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !150, file: !2, line: 37, type: !179, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !178, retainedNodes: !585)
!585 = !{!586}
!586 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !587, flags: DIFlagArtificial | DIFlagObjectPointer)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!588 = !DILocation(line: 0, scope: !584)
!589 = !DILocation(line: 37, column: 31, scope: !584)
!590 = !DILocation(line: 0, scope: !185)
!591 = !DILocation(line: 0, scope: !194, inlinedAt: !592)
!592 = distinct !DILocation(line: 115, column: 23, scope: !185)
!593 = !DILocation(line: 21, column: 28, scope: !194, inlinedAt: !592)
!594 = !DILocation(line: 21, column: 36, scope: !202, inlinedAt: !592)
!595 = !DILocation(line: 0, scope: !204, inlinedAt: !596)
!596 = distinct !DILocation(line: 21, column: 46, scope: !202, inlinedAt: !592)
!597 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !596)
!598 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !596)
!599 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !596)
!600 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !596)
!601 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !596)
!602 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !596)
!603 = !DILocalVariable(name: "x", arg: 1, scope: !604, file: !2, line: 111, type: !12)
!604 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !32, retainedNodes: !605)
!605 = !{!603}
!606 = !DILocation(line: 0, scope: !604, inlinedAt: !607)
!607 = distinct !DILocation(line: 115, column: 31, scope: !185)
!608 = !DILocation(line: 112, column: 11, scope: !609, inlinedAt: !607)
!609 = distinct !DILexicalBlock(scope: !604, file: !2, line: 112, column: 9)
!610 = !DILocation(line: 112, column: 9, scope: !604, inlinedAt: !607)
!611 = !DILocation(line: 112, column: 16, scope: !609, inlinedAt: !607)
!612 = !DILocation(line: 112, column: 33, scope: !609, inlinedAt: !607)
!613 = !DILocation(line: 0, scope: !487, inlinedAt: !614)
!614 = distinct !DILocation(line: 112, column: 22, scope: !609, inlinedAt: !607)
!615 = !DILocation(line: 0, scope: !436, inlinedAt: !616)
!616 = distinct !DILocation(line: 36, column: 27, scope: !487, inlinedAt: !614)
!617 = !DILocation(line: 29, column: 33, scope: !436, inlinedAt: !616)
!618 = !DILocation(line: 29, column: 42, scope: !436, inlinedAt: !616)
!619 = !DILocation(line: 36, column: 49, scope: !487, inlinedAt: !614)
!620 = !DILocation(line: 36, column: 43, scope: !487, inlinedAt: !614)
!621 = !DILocation(line: 113, column: 14, scope: !604, inlinedAt: !607)
!622 = !DILocation(line: 115, column: 29, scope: !185)
!623 = !DILocation(line: 0, scope: !204, inlinedAt: !624)
!624 = distinct !DILocation(line: 116, column: 5, scope: !219)
!625 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !624)
!626 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !624)
!627 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !624)
!628 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !624)
!629 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !624)
!630 = !DILocation(line: 119, column: 3, scope: !185)
!631 = !DILocation(line: 117, column: 3, scope: !219)
!632 = !DILocation(line: 0, scope: !231, inlinedAt: !633)
!633 = distinct !DILocation(line: 117, column: 3, scope: !219)
!634 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !633)
!635 = !DILocation(line: 0, scope: !204, inlinedAt: !636)
!636 = distinct !DILocation(line: 23, column: 25, scope: !237, inlinedAt: !633)
!637 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !636)
!638 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !636)
!639 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !636)
!640 = !DILocation(line: 23, column: 31, scope: !237, inlinedAt: !633)
!641 = !DILocation(line: 23, column: 30, scope: !237, inlinedAt: !633)
!642 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !636)
!643 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !636)
!644 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !636)
!645 = !DILocation(line: 0, scope: !204, inlinedAt: !646)
!646 = distinct !DILocation(line: 118, column: 5, scope: !647)
!647 = distinct !DILexicalBlock(scope: !185, file: !2, line: 117, column: 22)
!648 = !DILocation(line: 15, column: 7, scope: !211, inlinedAt: !646)
!649 = !DILocation(line: 15, column: 14, scope: !211, inlinedAt: !646)
!650 = !DILocation(line: 15, column: 7, scope: !204, inlinedAt: !646)
!651 = !DILocation(line: 16, column: 17, scope: !211, inlinedAt: !646)
!652 = !DILocation(line: 16, column: 5, scope: !211, inlinedAt: !646)
!653 = !DILocation(line: 16, column: 21, scope: !211, inlinedAt: !646)
!654 = !DILocation(line: 119, column: 3, scope: !647)

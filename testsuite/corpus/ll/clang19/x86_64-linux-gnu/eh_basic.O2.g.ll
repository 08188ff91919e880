; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$__clang_call_terminate = comdat any

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
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 8
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Tracer }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !113 {
  %1 = alloca %struct.Holder, align 4, !DIAssignID !132
    #dbg_value(i32 0, !117, !DIExpression(), !133)
    #dbg_value(i32 0, !118, !DIExpression(), !134)
  br label %61, !dbg !135

2:                                                ; preds = %134
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !136
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !137
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4), !dbg !138
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !139, !tbaa !140
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !144
    #dbg_value(i32 5, !145, !DIExpression(), !185)
    #dbg_value(ptr undef, !187, !DIExpression(), !194)
    #dbg_value(i32 5, !190, !DIExpression(), !194)
    #dbg_value(ptr undef, !196, !DIExpression(), !201)
    #dbg_value(i32 5, !199, !DIExpression(), !201)
    #dbg_value(i32 5, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !203)
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !204, !tbaa !140
  %9 = add nsw i32 %8, 1, !dbg !204
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !204, !tbaa !140
    #dbg_value(i32 5, !206, !DIExpression(), !211)
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !213, !tbaa !140
  %11 = icmp slt i32 %10, 64, !dbg !215
  br i1 %11, label %12, label %17, !dbg !216

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !217
  store i32 %13, ptr @_ZL6g_nlog, align 4, !dbg !217, !tbaa !140
  %14 = sext i32 %10 to i64, !dbg !218
  %15 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %14, !dbg !218
  store i32 5, ptr %15, align 4, !dbg !219, !tbaa !140
    #dbg_value(i32 10, !148, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !203)
    #dbg_value(i32 777, !206, !DIExpression(), !220)
  %16 = icmp eq i32 %10, 63, !dbg !223
  br i1 %16, label %17, label %18, !dbg !224

17:                                               ; preds = %12, %2
    #dbg_value(ptr undef, !225, !DIExpression(), !231)
    #dbg_value(ptr undef, !233, !DIExpression(), !236)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !239, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !241)
  br label %27, !dbg !243

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2, !dbg !244
  store i32 %19, ptr @_ZL6g_nlog, align 4, !dbg !244, !tbaa !140
  %20 = sext i32 %13 to i64, !dbg !245
  %21 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %20, !dbg !245
  store i32 777, ptr %21, align 4, !dbg !246, !tbaa !140
    #dbg_value(ptr undef, !225, !DIExpression(), !231)
    #dbg_value(ptr undef, !233, !DIExpression(), !236)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !239, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !241)
  %22 = icmp slt i32 %10, 62, !dbg !247
  br i1 %22, label %23, label %27, !dbg !243

23:                                               ; preds = %18
    #dbg_value(i32 -5, !206, !DIExpression(), !241)
  %24 = add nsw i32 %10, 3, !dbg !248
  store i32 %24, ptr @_ZL6g_nlog, align 4, !dbg !248, !tbaa !140
  %25 = sext i32 %19 to i64, !dbg !249
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %25, !dbg !249
  store i32 -5, ptr %26, align 4, !dbg !250, !tbaa !140
  br label %27, !dbg !249

27:                                               ; preds = %18, %23, %17
    #dbg_assign(i1 undef, !148, !DIExpression(), !132, ptr %1, !DIExpression(), !251)
    #dbg_value(i32 -4, !145, !DIExpression(), !253)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !254
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %28 unwind label %42, !dbg !255

28:                                               ; preds = %27
  %29 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !256
  %30 = load i32, ptr %29, align 4, !dbg !256, !tbaa !257
    #dbg_value(ptr %1, !225, !DIExpression(), !260)
    #dbg_value(ptr %1, !233, !DIExpression(), !262)
  %31 = load i32, ptr @_ZL6g_live, align 4, !dbg !264, !tbaa !140
  %32 = add nsw i32 %31, -1, !dbg !264
  store i32 %32, ptr @_ZL6g_live, align 4, !dbg !264, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !265)
  %33 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !267, !tbaa !140
  %34 = icmp slt i32 %33, 64, !dbg !268
  br i1 %34, label %35, label %41, !dbg !269

35:                                               ; preds = %28
  %36 = load i32, ptr %1, align 4, !dbg !270, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %36), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !265)
  %37 = sub nsw i32 0, %36, !dbg !272
    #dbg_value(i32 %37, !206, !DIExpression(), !265)
  %38 = add nsw i32 %33, 1, !dbg !273
  store i32 %38, ptr @_ZL6g_nlog, align 4, !dbg !273, !tbaa !140
  %39 = sext i32 %33 to i64, !dbg !274
  %40 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %39, !dbg !274
  store i32 %37, ptr %40, align 4, !dbg !275, !tbaa !140
  br label %41, !dbg !274

41:                                               ; preds = %35, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !276
  br label %55

42:                                               ; preds = %27
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError, !dbg !277
  %44 = extractvalue { ptr, i32 } %43, 1, !dbg !277
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !276
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !278
  %46 = icmp eq i32 %44, %45, !dbg !278
  br i1 %46, label %47, label %53, !dbg !278

47:                                               ; preds = %42
  %48 = extractvalue { ptr, i32 } %43, 0, !dbg !277
  %49 = call ptr @__cxa_begin_catch(ptr %48) #11, !dbg !278
    #dbg_value(ptr %49, !150, !DIExpression(), !253)
  %50 = getelementptr inbounds i8, ptr %49, i64 24, !dbg !279
  %51 = load i32, ptr %50, align 8, !dbg !279, !tbaa !281
  %52 = add nsw i32 %51, -1000, !dbg !285
  call void @__cxa_end_catch(), !dbg !286
  br label %55

53:                                               ; preds = %129, %42
  %54 = phi { ptr, i32 } [ %43, %42 ], [ %130, %129 ]
  resume { ptr, i32 } %54, !dbg !133

55:                                               ; preds = %41, %47
  %56 = phi i32 [ %30, %41 ], [ %52, %47 ], !dbg !253
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %56), !dbg !287
    #dbg_value(!DIArgList(i32 %138, i32 2), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !133)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !288
    #dbg_value(i32 0, !130, !DIExpression(), !289)
  %59 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !290, !tbaa !140
  %60 = icmp sgt i32 %59, 0, !dbg !292
  br i1 %60, label %149, label %141, !dbg !293

61:                                               ; preds = %0, %134
  %62 = phi i32 [ 0, %0 ], [ %138, %134 ]
  %63 = phi i32 [ 0, %0 ], [ %139, %134 ]
    #dbg_value(i32 %62, !117, !DIExpression(), !133)
    #dbg_value(i32 %63, !118, !DIExpression(), !134)
    #dbg_value(i32 %63, !294, !DIExpression(), !307)
  invoke fastcc void @_ZL7throweri(i32 noundef %63)
          to label %134 unwind label %64, !dbg !309

64:                                               ; preds = %61
  %65 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !311
  %66 = extractvalue { ptr, i32 } %65, 0, !dbg !311
  %67 = extractvalue { ptr, i32 } %65, 1, !dbg !311
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !312
  %69 = icmp eq i32 %67, %68, !dbg !312
  br i1 %69, label %70, label %74, !dbg !312

70:                                               ; preds = %64
  %71 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !313
  %72 = load i32, ptr %71, align 4, !dbg !313, !tbaa !140
    #dbg_value(i32 %72, !306, !DIExpression(), !307)
  %73 = add nsw i32 %72, 100, !dbg !315
  tail call void @__cxa_end_catch() #11, !dbg !317
  br label %134

74:                                               ; preds = %64
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11, !dbg !312
  %76 = icmp eq i32 %67, %75, !dbg !312
  br i1 %76, label %77, label %83, !dbg !312

77:                                               ; preds = %74
  %78 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !318
  %79 = load double, ptr %78, align 8, !dbg !318, !tbaa !320
    #dbg_value(double %79, !304, !DIExpression(), !307)
  %80 = fmul double %79, 2.000000e+00, !dbg !322
  %81 = fptosi double %80 to i32, !dbg !323
  %82 = add nsw i32 %81, 200, !dbg !324
  tail call void @__cxa_end_catch() #11, !dbg !313
  br label %134

83:                                               ; preds = %74
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !312
  %85 = icmp eq i32 %67, %84, !dbg !312
  br i1 %85, label %86, label %95, !dbg !312

86:                                               ; preds = %83
  %87 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !325
    #dbg_value(ptr %87, !303, !DIExpression(), !307)
  %88 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !327
  %89 = load i32, ptr %88, align 8, !dbg !327, !tbaa !328
  %90 = mul nsw i32 %89, 10, !dbg !329
  %91 = add nsw i32 %90, 300, !dbg !330
  %92 = getelementptr inbounds i8, ptr %87, i64 24, !dbg !331
  %93 = load i32, ptr %92, align 8, !dbg !331, !tbaa !281
  %94 = add nsw i32 %91, %93, !dbg !332
  tail call void @__cxa_end_catch(), !dbg !318
  br label %134

95:                                               ; preds = %83
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !312
  %97 = icmp eq i32 %67, %96, !dbg !312
  br i1 %97, label %98, label %109, !dbg !312

98:                                               ; preds = %95
  %99 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !333
    #dbg_value(ptr %99, !302, !DIExpression(), !307)
  %100 = getelementptr inbounds i8, ptr %99, i64 8, !dbg !334
  %101 = load i32, ptr %100, align 8, !dbg !334, !tbaa !328
  %102 = load ptr, ptr %99, align 8, !dbg !335, !tbaa !336
  %103 = getelementptr inbounds i8, ptr %102, i64 16, !dbg !335
  %104 = load ptr, ptr %103, align 8, !dbg !335
  %105 = invoke noundef i32 %104(ptr noundef nonnull align 8 dereferenceable(24) %99)
          to label %106 unwind label %129, !dbg !335

106:                                              ; preds = %98
  %107 = add nsw i32 %101, 400, !dbg !338
  %108 = add nsw i32 %107, %105, !dbg !339
  tail call void @__cxa_end_catch(), !dbg !325
  br label %134

109:                                              ; preds = %95
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11, !dbg !312
  %111 = icmp eq i32 %67, %110, !dbg !312
  br i1 %111, label %112, label %120, !dbg !312

112:                                              ; preds = %109
  %113 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !340
    #dbg_value(ptr %113, !298, !DIExpression(), !307)
  %114 = getelementptr inbounds i8, ptr %113, i64 8, !dbg !342
  %115 = load i32, ptr %114, align 8, !dbg !342, !tbaa !328
  %116 = add nsw i32 %115, 500, !dbg !343
    #dbg_value(i32 %116, !300, !DIExpression(), !344)
  %117 = load ptr, ptr %113, align 8, !dbg !345, !tbaa !336
  %118 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !345
  %119 = load ptr, ptr %118, align 8, !dbg !345
  tail call void %119(ptr noundef nonnull align 8 dereferenceable(24) %113) #11, !dbg !345
  tail call void @__cxa_end_catch() #11, !dbg !333
  br label %134

120:                                              ; preds = %109
  %121 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !312
  %122 = icmp eq i32 %67, %121, !dbg !312
  %123 = tail call ptr @__cxa_begin_catch(ptr %66) #11, !dbg !307
  br i1 %122, label %124, label %128, !dbg !312

124:                                              ; preds = %120
    #dbg_value(ptr %123, !297, !DIExpression(), !307)
  %125 = load i8, ptr %123, align 1, !dbg !346, !tbaa !347
  %126 = icmp eq i8 %125, 99, !dbg !348
  %127 = select i1 %126, i32 601, i32 600, !dbg !349
  tail call void @__cxa_end_catch() #11, !dbg !340
  br label %134

128:                                              ; preds = %120
  tail call void @__cxa_end_catch(), !dbg !350
  br label %134

129:                                              ; preds = %98
  %130 = landingpad { ptr, i32 }
          cleanup, !dbg !352
  invoke void @__cxa_end_catch()
          to label %53 unwind label %131, !dbg !325

131:                                              ; preds = %129
  %132 = landingpad { ptr, i32 }
          catch ptr null, !dbg !325
  %133 = extractvalue { ptr, i32 } %132, 0, !dbg !325
  tail call void @__clang_call_terminate(ptr %133) #12, !dbg !325
  unreachable, !dbg !325

134:                                              ; preds = %61, %70, %77, %86, %106, %112, %124, %128
  %135 = phi i32 [ %73, %70 ], [ %82, %77 ], [ %94, %86 ], [ %108, %106 ], [ %116, %112 ], [ %127, %124 ], [ 999, %128 ], [ 0, %61 ], !dbg !307
    #dbg_value(i32 %135, !120, !DIExpression(), !353)
  %136 = load i32, ptr @_ZL6g_live, align 4, !dbg !354, !tbaa !140
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63, i32 noundef %135, i32 noundef %136), !dbg !355
  %138 = add nsw i32 %135, %62, !dbg !356
    #dbg_value(i32 %138, !117, !DIExpression(), !133)
  %139 = add nuw nsw i32 %63, 1, !dbg !357
    #dbg_value(i32 %139, !118, !DIExpression(), !134)
  %140 = icmp eq i32 %139, 8, !dbg !358
  br i1 %140, label %2, label %61, !dbg !135, !llvm.loop !359

141:                                              ; preds = %149, %55
  %142 = add nsw i32 %138, 2, !dbg !362
    #dbg_value(i32 %142, !117, !DIExpression(), !133)
  %143 = load i32, ptr @_ZL6g_live, align 4, !dbg !363, !tbaa !140
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142, i32 noundef %143), !dbg !364
  %145 = load i32, ptr @_ZL6g_live, align 4, !dbg !365, !tbaa !140
  %146 = icmp eq i32 %145, 0, !dbg !366
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8, !dbg !365
  %148 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %147), !dbg !367
  ret i32 0, !dbg !368

149:                                              ; preds = %55, %149
  %150 = phi i64 [ %154, %149 ], [ 0, %55 ]
    #dbg_value(i64 %150, !130, !DIExpression(), !289)
  %151 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %150, !dbg !369
  %152 = load i32, ptr %151, align 4, !dbg !369, !tbaa !140
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %152), !dbg !370
  %154 = add nuw nsw i64 %150, 1, !dbg !371
    #dbg_value(i64 %154, !130, !DIExpression(), !289)
  %155 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !290, !tbaa !140
  %156 = sext i32 %155 to i64, !dbg !292
  %157 = icmp slt i64 %154, %156, !dbg !292
  br i1 %157, label %149, label %141, !dbg !293, !llvm.loop !372
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !374 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !377 {
    #dbg_value(i32 %0, !379, !DIExpression(), !384)
    #dbg_value(i32 0, !380, !DIExpression(), !384)
    #dbg_value(i32 %0, !385, !DIExpression(), !389)
    #dbg_value(ptr undef, !196, !DIExpression(), !392)
    #dbg_value(i32 %0, !199, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !392)
    #dbg_value(i32 %0, !388, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !389)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !394, !tbaa !140
  %3 = add nsw i32 %2, 1, !dbg !394
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !394, !tbaa !140
    #dbg_value(i32 %0, !206, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !395)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !397, !tbaa !140
  %5 = icmp slt i32 %4, 64, !dbg !398
  br i1 %5, label %6, label %11, !dbg !399

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50, !dbg !400
    #dbg_value(i32 %7, !199, !DIExpression(), !392)
    #dbg_value(i32 %7, !388, !DIExpression(), !389)
    #dbg_value(i32 %7, !206, !DIExpression(), !395)
  %8 = add nsw i32 %4, 1, !dbg !401
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !401, !tbaa !140
  %9 = sext i32 %4 to i64, !dbg !402
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9, !dbg !402
  store i32 %7, ptr %10, align 4, !dbg !403, !tbaa !140
  br label %11, !dbg !402

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %30 unwind label %12, !dbg !404

12:                                               ; preds = %11
  %13 = landingpad { ptr, i32 }
          catch ptr null, !dbg !406
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !406
  %15 = tail call ptr @__cxa_begin_catch(ptr %14) #11, !dbg !407
  %16 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !408, !tbaa !140
  %17 = add nsw i32 %16, 1, !dbg !408
  store i32 %17, ptr @_ZL13rethrow_count, align 4, !dbg !408, !tbaa !140
  invoke void @__cxa_rethrow() #13
          to label %43 unwind label %18, !dbg !410

18:                                               ; preds = %12
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !411
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40, !dbg !412

20:                                               ; preds = %18
    #dbg_value(ptr undef, !233, !DIExpression(), !413)
  %21 = load i32, ptr @_ZL6g_live, align 4, !dbg !415, !tbaa !140
  %22 = add nsw i32 %21, -1, !dbg !415
  store i32 %22, ptr @_ZL6g_live, align 4, !dbg !415, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !416)
  %23 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !418, !tbaa !140
  %24 = icmp slt i32 %23, 64, !dbg !419
  br i1 %24, label %25, label %44, !dbg !420

25:                                               ; preds = %20
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !416)
  %26 = sub nsw i32 -50, %0, !dbg !421
    #dbg_value(i32 %26, !206, !DIExpression(), !416)
  %27 = add nsw i32 %23, 1, !dbg !422
  store i32 %27, ptr @_ZL6g_nlog, align 4, !dbg !422, !tbaa !140
  %28 = sext i32 %23 to i64, !dbg !423
  %29 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %28, !dbg !423
  store i32 %26, ptr %29, align 4, !dbg !424, !tbaa !140
  br label %44, !dbg !423

30:                                               ; preds = %11
    #dbg_value(ptr undef, !233, !DIExpression(), !425)
  %31 = load i32, ptr @_ZL6g_live, align 4, !dbg !427, !tbaa !140
  %32 = add nsw i32 %31, -1, !dbg !427
  store i32 %32, ptr @_ZL6g_live, align 4, !dbg !427, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !428)
  %33 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !430, !tbaa !140
  %34 = icmp slt i32 %33, 64, !dbg !431
  br i1 %34, label %35, label %72, !dbg !432

35:                                               ; preds = %30
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !428)
  %36 = sub nsw i32 -50, %0, !dbg !433
    #dbg_value(i32 %36, !206, !DIExpression(), !428)
  %37 = add nsw i32 %33, 1, !dbg !434
  store i32 %37, ptr @_ZL6g_nlog, align 4, !dbg !434, !tbaa !140
  %38 = sext i32 %33 to i64, !dbg !435
  %39 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %38, !dbg !435
  store i32 %36, ptr %39, align 4, !dbg !436, !tbaa !140
  br label %72, !dbg !435

40:                                               ; preds = %18
  %41 = landingpad { ptr, i32 }
          catch ptr null, !dbg !412
  %42 = extractvalue { ptr, i32 } %41, 0, !dbg !412
  tail call void @__clang_call_terminate(ptr %42) #12, !dbg !412
  unreachable, !dbg !412

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { ptr, i32 } %19, 0, !dbg !437
  %46 = extractvalue { ptr, i32 } %19, 1, !dbg !437
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !438
  %48 = icmp eq i32 %46, %47, !dbg !438
  br i1 %48, label %49, label %60, !dbg !438

49:                                               ; preds = %44
  %50 = tail call ptr @__cxa_begin_catch(ptr %45) #11, !dbg !438
  %51 = load i32, ptr %50, align 4, !dbg !438, !tbaa !140
    #dbg_value(i32 %51, !381, !DIExpression(), !439)
    #dbg_value(i32 %51, !380, !DIExpression(), !384)
  %52 = tail call ptr @__cxa_allocate_exception(i64 24) #11, !dbg !440
  %53 = add nsw i32 %51, 1, !dbg !442
    #dbg_value(ptr %52, !443, !DIExpression(), !448)
    #dbg_value(i32 %53, !446, !DIExpression(), !448)
    #dbg_value(ptr @.str.13, !447, !DIExpression(), !448)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %52, align 8, !dbg !450, !tbaa !336
  %54 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !451
  store i32 %53, ptr %54, align 8, !dbg !451, !tbaa !328
  %55 = getelementptr inbounds i8, ptr %52, i64 16, !dbg !452
  store ptr @.str.13, ptr %55, align 8, !dbg !452, !tbaa !453
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %75 unwind label %56, !dbg !440

56:                                               ; preds = %49
  %57 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !454
  %58 = extractvalue { ptr, i32 } %57, 0, !dbg !454
  %59 = extractvalue { ptr, i32 } %57, 1, !dbg !454
  tail call void @__cxa_end_catch() #11, !dbg !455
  br label %60, !dbg !455

60:                                               ; preds = %56, %44
  %61 = phi i32 [ %59, %56 ], [ %46, %44 ], !dbg !456
  %62 = phi ptr [ %58, %56 ], [ %45, %44 ], !dbg !456
  %63 = phi i32 [ %51, %56 ], [ 0, %44 ], !dbg !384
    #dbg_value(i32 %63, !380, !DIExpression(), !384)
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !457
  %65 = icmp eq i32 %61, %64, !dbg !457
  %66 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !384
  br i1 %65, label %67, label %74, !dbg !457

67:                                               ; preds = %60
    #dbg_value(ptr %66, !383, !DIExpression(), !384)
  %68 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !458
  %69 = load i32, ptr %68, align 8, !dbg !458, !tbaa !328
  %70 = mul nsw i32 %69, 100, !dbg !460
  %71 = add nsw i32 %70, %63, !dbg !461
    #dbg_value(i32 %71, !380, !DIExpression(), !384)
  tail call void @__cxa_end_catch(), !dbg !462
  br label %72, !dbg !462

72:                                               ; preds = %35, %30, %67, %74
  %73 = phi i32 [ %71, %67 ], [ -1, %74 ], [ 0, %30 ], [ 0, %35 ], !dbg !384
    #dbg_value(i32 %73, !380, !DIExpression(), !384)
  ret i32 %73, !dbg !463

74:                                               ; preds = %60
    #dbg_value(i32 -1, !380, !DIExpression(), !384)
  tail call void @__cxa_end_catch(), !dbg !464
  br label %72, !dbg !464

75:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !466 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !469 {
    #dbg_value(i32 %0, !471, !DIExpression(), !473)
    #dbg_value(ptr undef, !196, !DIExpression(), !474)
    #dbg_value(i32 %0, !199, !DIExpression(), !474)
    #dbg_value(i32 %0, !472, !DIExpression(), !473)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !476, !tbaa !140
  %3 = add nsw i32 %2, 1, !dbg !476
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !476, !tbaa !140
    #dbg_value(i32 %0, !206, !DIExpression(), !477)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !479, !tbaa !140
  %5 = icmp slt i32 %4, 64, !dbg !480
  br i1 %5, label %6, label %10, !dbg !481

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !482
  store i32 %7, ptr @_ZL6g_nlog, align 4, !dbg !482, !tbaa !140
  %8 = sext i32 %4 to i64, !dbg !483
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %8, !dbg !483
  store i32 %0, ptr %9, align 4, !dbg !484, !tbaa !140
  br label %10, !dbg !483

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %56 [
    i32 0, label %12
    i32 1, label %16
    i32 2, label %18
    i32 3, label %22
    i32 4, label %27
    i32 5, label %35
    i32 6, label %41
  ], !dbg !485

12:                                               ; preds = %10
  %13 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !486
  store i32 42, ptr %13, align 16, !dbg !486, !tbaa !140
  br label %37

14:                                               ; preds = %37, %51
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !488
  br label %64, !dbg !488

16:                                               ; preds = %10
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !489
  store double 3.500000e+00, ptr %17, align 16, !dbg !489, !tbaa !320
  br label %37

18:                                               ; preds = %10
  %19 = tail call ptr @__cxa_allocate_exception(i64 24) #11, !dbg !490
    #dbg_value(ptr %19, !443, !DIExpression(), !491)
    #dbg_value(i32 7, !446, !DIExpression(), !491)
    #dbg_value(ptr @.str.9, !447, !DIExpression(), !491)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %19, align 8, !dbg !493, !tbaa !336
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !494
  store i32 7, ptr %20, align 8, !dbg !494, !tbaa !328
  %21 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !495
  store ptr @.str.9, ptr %21, align 8, !dbg !495, !tbaa !453
  br label %51

22:                                               ; preds = %10
  %23 = tail call ptr @__cxa_allocate_exception(i64 32) #11, !dbg !496
    #dbg_value(ptr %23, !497, !DIExpression(), !503)
    #dbg_value(i32 9, !500, !DIExpression(), !503)
    #dbg_value(i32 3, !501, !DIExpression(), !503)
    #dbg_value(ptr %23, !443, !DIExpression(), !505)
    #dbg_value(i32 9, !446, !DIExpression(), !505)
    #dbg_value(ptr @.str.12, !447, !DIExpression(), !505)
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !507
  store i32 9, ptr %24, align 8, !dbg !507, !tbaa !328
  %25 = getelementptr inbounds i8, ptr %23, i64 16, !dbg !508
  store ptr @.str.12, ptr %25, align 8, !dbg !508, !tbaa !453
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7IoError, i64 16), ptr %23, align 8, !dbg !509, !tbaa !336
  %26 = getelementptr inbounds i8, ptr %23, i64 24, !dbg !510
  store i32 3, ptr %26, align 8, !dbg !510, !tbaa !281
  br label %51

27:                                               ; preds = %10
  %28 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !511
  %29 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %30 unwind label %33, !dbg !512, !heapallocsite !156

30:                                               ; preds = %27
    #dbg_value(ptr %29, !443, !DIExpression(), !513)
    #dbg_value(i32 11, !446, !DIExpression(), !513)
    #dbg_value(ptr @.str.10, !447, !DIExpression(), !513)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %29, align 8, !dbg !515, !tbaa !336
  %31 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !516
  store i32 11, ptr %31, align 8, !dbg !516, !tbaa !328
  %32 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !517
  store ptr @.str.10, ptr %32, align 8, !dbg !517, !tbaa !453
  store ptr %29, ptr %28, align 16, !dbg !511, !tbaa !518
  br label %37

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup, !dbg !488
  tail call void @__cxa_free_exception(ptr %28) #11, !dbg !511
  br label %64, !dbg !511

35:                                               ; preds = %10
  %36 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !519
  store ptr @.str.11, ptr %36, align 16, !dbg !519, !tbaa !518
  br label %37

37:                                               ; preds = %12, %16, %30, %35
  %38 = phi ptr [ %36, %35 ], [ %28, %30 ], [ %17, %16 ], [ %13, %12 ]
  %39 = phi ptr [ @_ZTIPKc, %35 ], [ @_ZTIP5Error, %30 ], [ @_ZTId, %16 ], [ @_ZTIi, %12 ]
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull %39, ptr null) #13
          to label %40 unwind label %14, !dbg !520

40:                                               ; preds = %37
  unreachable

41:                                               ; preds = %10
  %42 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !521
    #dbg_value(ptr %42, !196, !DIExpression(), !522)
    #dbg_value(i32 600, !199, !DIExpression(), !522)
  store i32 600, ptr %42, align 4, !dbg !524, !tbaa !271
  %43 = load i32, ptr @_ZL6g_live, align 4, !dbg !525, !tbaa !140
  %44 = add nsw i32 %43, 1, !dbg !525
  store i32 %44, ptr @_ZL6g_live, align 4, !dbg !525, !tbaa !140
    #dbg_value(i32 600, !206, !DIExpression(), !526)
  %45 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !528, !tbaa !140
  %46 = icmp slt i32 %45, 64, !dbg !529
  br i1 %46, label %47, label %51, !dbg !530

47:                                               ; preds = %41
  %48 = add nsw i32 %45, 1, !dbg !531
  store i32 %48, ptr @_ZL6g_nlog, align 4, !dbg !531, !tbaa !140
  %49 = sext i32 %45 to i64, !dbg !532
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %49, !dbg !532
  store i32 600, ptr %50, align 4, !dbg !533, !tbaa !140
  br label %51, !dbg !532

51:                                               ; preds = %41, %47, %18, %22
  %52 = phi ptr [ %23, %22 ], [ %19, %18 ], [ %42, %47 ], [ %42, %41 ]
  %53 = phi ptr [ @_ZTI7IoError, %22 ], [ @_ZTI5Error, %18 ], [ @_ZTI6Tracer, %47 ], [ @_ZTI6Tracer, %41 ]
  %54 = phi ptr [ @_ZN5ErrorD2Ev, %22 ], [ @_ZN5ErrorD2Ev, %18 ], [ @_ZN6TracerD2Ev, %47 ], [ @_ZN6TracerD2Ev, %41 ]
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54) #13
          to label %55 unwind label %14, !dbg !520

55:                                               ; preds = %51
  unreachable

56:                                               ; preds = %10
    #dbg_value(ptr undef, !233, !DIExpression(), !534)
  store i32 %2, ptr @_ZL6g_live, align 4, !dbg !536, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %57 = icmp slt i32 %11, 64, !dbg !539
  br i1 %57, label %58, label %63, !dbg !540

58:                                               ; preds = %56
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %59 = sub nsw i32 0, %0, !dbg !541
    #dbg_value(i32 %59, !206, !DIExpression(), !537)
  %60 = add nsw i32 %11, 1, !dbg !542
  store i32 %60, ptr @_ZL6g_nlog, align 4, !dbg !542, !tbaa !140
  %61 = sext i32 %11 to i64, !dbg !543
  %62 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %61, !dbg !543
  store i32 %59, ptr %62, align 4, !dbg !544, !tbaa !140
  br label %63, !dbg !543

63:                                               ; preds = %56, %58
  ret void, !dbg !545

64:                                               ; preds = %33, %14
  %65 = phi { ptr, i32 } [ %15, %14 ], [ %34, %33 ]
    #dbg_value(ptr undef, !233, !DIExpression(), !546)
  %66 = load i32, ptr @_ZL6g_live, align 4, !dbg !548, !tbaa !140
  %67 = add nsw i32 %66, -1, !dbg !548
  store i32 %67, ptr @_ZL6g_live, align 4, !dbg !548, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !549)
  %68 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !551, !tbaa !140
  %69 = icmp slt i32 %68, 64, !dbg !552
  br i1 %69, label %70, label %75, !dbg !553

70:                                               ; preds = %64
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !549)
  %71 = sub nsw i32 0, %0, !dbg !554
    #dbg_value(i32 %71, !206, !DIExpression(), !549)
  %72 = add nsw i32 %68, 1, !dbg !555
  store i32 %72, ptr @_ZL6g_nlog, align 4, !dbg !555, !tbaa !140
  %73 = sext i32 %68 to i64, !dbg !556
  %74 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %73, !dbg !556
  store i32 %71, ptr %74, align 4, !dbg !557, !tbaa !140
  br label %75, !dbg !556

75:                                               ; preds = %64, %70
  resume { ptr, i32 } %65, !dbg !545
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !558 {
    #dbg_value(ptr %0, !560, !DIExpression(), !561)
  ret void, !dbg !562
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !234 {
    #dbg_value(ptr %0, !233, !DIExpression(), !563)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !564, !tbaa !140
  %3 = add nsw i32 %2, -1, !dbg !564
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !564, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !565)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !567, !tbaa !140
  %5 = icmp slt i32 %4, 64, !dbg !568
  br i1 %5, label %6, label %12, !dbg !569

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !570, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %7), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !565)
  %8 = sub nsw i32 0, %7, !dbg !571
    #dbg_value(i32 %8, !206, !DIExpression(), !565)
  %9 = add nsw i32 %4, 1, !dbg !572
  store i32 %9, ptr @_ZL6g_nlog, align 4, !dbg !572, !tbaa !140
  %10 = sext i32 %4 to i64, !dbg !573
  %11 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %10, !dbg !573
  store i32 %8, ptr %11, align 4, !dbg !574, !tbaa !140
  br label %12, !dbg !573

12:                                               ; preds = %1, %6
  ret void, !dbg !575
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !576 {
    #dbg_value(ptr %0, !578, !DIExpression(), !579)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #15, !dbg !580
  ret void, !dbg !581
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !582 {
    #dbg_value(ptr %0, !584, !DIExpression(), !586)
  ret i32 1, !dbg !587
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #9 comdat align 2 !dbg !588 {
    #dbg_value(ptr %0, !593, !DIExpression(), !594)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #15, !dbg !595
  ret void, !dbg !595
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 !dbg !596 {
    #dbg_value(ptr %0, !598, !DIExpression(), !600)
  ret i32 2, !dbg !601
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !188 {
    #dbg_value(ptr %0, !187, !DIExpression(), !602)
    #dbg_value(i32 %1, !190, !DIExpression(), !602)
    #dbg_value(ptr %0, !196, !DIExpression(), !603)
    #dbg_value(i32 %1, !199, !DIExpression(), !603)
  store i32 %1, ptr %0, align 4, !dbg !605, !tbaa !271
  %3 = load i32, ptr @_ZL6g_live, align 4, !dbg !606, !tbaa !140
  %4 = add nsw i32 %3, 1, !dbg !606
  store i32 %4, ptr @_ZL6g_live, align 4, !dbg !606, !tbaa !140
    #dbg_value(i32 %1, !206, !DIExpression(), !607)
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !609, !tbaa !140
  %6 = icmp slt i32 %5, 64, !dbg !610
  br i1 %6, label %7, label %11, !dbg !611

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1, !dbg !612
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !612, !tbaa !140
  %9 = sext i32 %5 to i64, !dbg !613
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9, !dbg !613
  store i32 %1, ptr %10, align 4, !dbg !614, !tbaa !140
  br label %11, !dbg !613

11:                                               ; preds = %7, %2
  %12 = phi i32 [ %8, %7 ], [ %5, %2 ]
    #dbg_value(i32 %1, !615, !DIExpression(), !618)
  %13 = icmp slt i32 %1, 0, !dbg !620
  br i1 %13, label %14, label %21, !dbg !622

14:                                               ; preds = %11
  %15 = tail call ptr @__cxa_allocate_exception(i64 32) #11, !dbg !623
  %16 = sub nsw i32 0, %1, !dbg !624
    #dbg_value(ptr %15, !497, !DIExpression(), !625)
    #dbg_value(i32 %1, !500, !DIExpression(), !625)
    #dbg_value(i32 %16, !501, !DIExpression(), !625)
    #dbg_value(ptr %15, !443, !DIExpression(), !627)
    #dbg_value(i32 %1, !446, !DIExpression(), !627)
    #dbg_value(ptr @.str.12, !447, !DIExpression(), !627)
  %17 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !629
  store i32 %1, ptr %17, align 8, !dbg !629, !tbaa !328
  %18 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !630
  store ptr @.str.12, ptr %18, align 8, !dbg !630, !tbaa !453
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7IoError, i64 16), ptr %15, align 8, !dbg !631, !tbaa !336
  %19 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !632
  store i32 %16, ptr %19, align 8, !dbg !632, !tbaa !281
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %20 unwind label %30, !dbg !623

20:                                               ; preds = %14
  unreachable, !dbg !623

21:                                               ; preds = %11
  %22 = shl nuw nsw i32 %1, 1, !dbg !633
  %23 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !634
  store i32 %22, ptr %23, align 4, !dbg !634, !tbaa !257
    #dbg_value(i32 777, !206, !DIExpression(), !635)
  %24 = icmp slt i32 %12, 64, !dbg !637
  br i1 %24, label %25, label %29, !dbg !638

25:                                               ; preds = %21
  %26 = add nsw i32 %12, 1, !dbg !639
  store i32 %26, ptr @_ZL6g_nlog, align 4, !dbg !639, !tbaa !140
  %27 = sext i32 %12 to i64, !dbg !640
  %28 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %27, !dbg !640
  store i32 777, ptr %28, align 4, !dbg !641, !tbaa !140
  br label %29, !dbg !640

29:                                               ; preds = %21, %25
  ret void, !dbg !642

30:                                               ; preds = %14
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !642
    #dbg_value(ptr %0, !233, !DIExpression(), !643)
  %32 = load i32, ptr @_ZL6g_live, align 4, !dbg !645, !tbaa !140
  %33 = add nsw i32 %32, -1, !dbg !645
  store i32 %33, ptr @_ZL6g_live, align 4, !dbg !645, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !646)
  %34 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !648, !tbaa !140
  %35 = icmp slt i32 %34, 64, !dbg !649
  br i1 %35, label %36, label %42, !dbg !650

36:                                               ; preds = %30
  %37 = load i32, ptr %0, align 4, !dbg !651, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %37), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !646)
  %38 = sub nsw i32 0, %37, !dbg !652
    #dbg_value(i32 %38, !206, !DIExpression(), !646)
  %39 = add nsw i32 %34, 1, !dbg !653
  store i32 %39, ptr @_ZL6g_nlog, align 4, !dbg !653, !tbaa !140
  %40 = sext i32 %34 to i64, !dbg !654
  %41 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %40, !dbg !654
  store i32 %38, ptr %41, align 4, !dbg !655, !tbaa !140
  br label %42, !dbg !654

42:                                               ; preds = %36, %30
  %43 = extractvalue { ptr, i32 } %31, 1, !dbg !642
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !656
  %45 = icmp eq i32 %43, %44, !dbg !656
  br i1 %45, label %46, label %59, !dbg !656

46:                                               ; preds = %42
  %47 = extractvalue { ptr, i32 } %31, 0, !dbg !642
  %48 = tail call ptr @__cxa_begin_catch(ptr %47) #11, !dbg !656
    #dbg_value(ptr %48, !191, !DIExpression(), !602)
    #dbg_value(i32 888, !206, !DIExpression(), !657)
  %49 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !660, !tbaa !140
  %50 = icmp slt i32 %49, 64, !dbg !661
  br i1 %50, label %51, label %55, !dbg !662

51:                                               ; preds = %46
  %52 = add nsw i32 %49, 1, !dbg !663
  store i32 %52, ptr @_ZL6g_nlog, align 4, !dbg !663, !tbaa !140
  %53 = sext i32 %49 to i64, !dbg !664
  %54 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %53, !dbg !664
  store i32 888, ptr %54, align 4, !dbg !665, !tbaa !140
  br label %55, !dbg !664

55:                                               ; preds = %46, %51
  invoke void @__cxa_rethrow()
          to label %56 unwind label %57, !dbg !666

56:                                               ; preds = %55
  unreachable, !dbg !666

57:                                               ; preds = %55
  %58 = landingpad { ptr, i32 }
          cleanup, !dbg !642
  invoke void @__cxa_end_catch()
          to label %59 unwind label %61, !dbg !666

59:                                               ; preds = %57, %42
  %60 = phi { ptr, i32 } [ %31, %42 ], [ %58, %57 ], !dbg !656
  resume { ptr, i32 } %60, !dbg !656

61:                                               ; preds = %57
  %62 = landingpad { ptr, i32 }
          catch ptr null, !dbg !666
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !666
  tail call void @__clang_call_terminate(ptr %63) #12, !dbg !666
  unreachable, !dbg !666
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
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
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 22, type: !21, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !19, !23}
!23 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
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
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !114, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!12}
!116 = !{!117, !118, !120, !123, !130}
!117 = !DILocalVariable(name: "total", scope: !113, file: !2, line: 135, type: !12)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 136, type: !12)
!119 = distinct !DILexicalBlock(scope: !113, file: !2, line: 136, column: 3)
!120 = !DILocalVariable(name: "c", scope: !121, file: !2, line: 137, type: !12)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 136, column: 32)
!122 = distinct !DILexicalBlock(scope: !119, file: !2, line: 136, column: 3)
!123 = !DILocalVariable(name: "nt", scope: !113, file: !2, line: 144, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !125, identifier: "_ZTS7NoThrow")
!125 = !{!126}
!126 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !124, file: !2, line: 131, type: !127, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!12, !129, !12}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 147, type: !12)
!131 = distinct !DILexicalBlock(scope: !113, file: !2, line: 147, column: 3)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !113)
!134 = !DILocation(line: 0, scope: !119)
!135 = !DILocation(line: 136, column: 3, scope: !119)
!136 = !DILocation(line: 141, column: 29, scope: !113)
!137 = !DILocation(line: 141, column: 40, scope: !113)
!138 = !DILocation(line: 141, column: 3, scope: !113)
!139 = !DILocation(line: 142, column: 28, scope: !113)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C++ TBAA"}
!144 = !DILocation(line: 142, column: 3, scope: !113)
!145 = !DILocalVariable(name: "x", arg: 1, scope: !146, file: !2, line: 123, type: !12)
!146 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !147)
!147 = !{!145, !148, !150}
!148 = !DILocalVariable(name: "h", scope: !149, file: !2, line: 124, type: !28)
!149 = distinct !DILexicalBlock(scope: !146, file: !2, line: 123, column: 31)
!150 = !DILocalVariable(name: "e", scope: !146, file: !2, line: 126, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !154, vtableHolder: !156, identifier: "_ZTS7IoError")
!154 = !{!155, !176, !177, !181}
!155 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !153, baseType: !156, extraData: i32 0)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, vtableHolder: !156, identifier: "_ZTS5Error")
!157 = !{!158, !161, !162, !164, !168, !171}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !159, size: 64, flags: DIFlagArtificial)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !114, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !156, file: !2, line: 27, baseType: !12, size: 32, offset: 64)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !156, file: !2, line: 28, baseType: !163, size: 64, offset: 128)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!164 = !DISubprogram(name: "Error", scope: !156, file: !2, line: 29, type: !165, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !12, !163}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "~Error", scope: !156, file: !2, line: 30, type: !169, scopeLine: 30, containingType: !156, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167}
!171 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !156, file: !2, line: 31, type: !172, scopeLine: 31, containingType: !156, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!12, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !153, file: !2, line: 35, baseType: !12, size: 32, offset: 192)
!177 = !DISubprogram(name: "IoError", scope: !153, file: !2, line: 36, type: !178, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !12, !12}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !153, file: !2, line: 37, type: !182, scopeLine: 37, containingType: !153, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!12, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!185 = !DILocation(line: 0, scope: !146, inlinedAt: !186)
!186 = distinct !DILocation(line: 143, column: 30, scope: !113)
!187 = !DILocalVariable(name: "this", arg: 1, scope: !188, type: !193, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !35, retainedNodes: !189)
!189 = !{!187, !190, !191}
!190 = !DILocalVariable(name: "x", arg: 2, scope: !188, file: !2, line: 115, type: !12)
!191 = !DILocalVariable(name: "e", scope: !188, file: !2, line: 117, type: !192)
!192 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !156, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!194 = !DILocation(line: 0, scope: !188, inlinedAt: !195)
!195 = distinct !DILocation(line: 124, column: 10, scope: !149, inlinedAt: !186)
!196 = !DILocalVariable(name: "this", arg: 1, scope: !197, type: !200, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !198)
!198 = !{!196, !199}
!199 = !DILocalVariable(name: "i", arg: 2, scope: !197, file: !2, line: 21, type: !12)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!201 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!202 = distinct !DILocation(line: 115, column: 23, scope: !188, inlinedAt: !195)
!203 = !DILocation(line: 0, scope: !149, inlinedAt: !186)
!204 = !DILocation(line: 21, column: 36, scope: !205, inlinedAt: !202)
!205 = distinct !DILexicalBlock(scope: !197, file: !2, line: 21, column: 34)
!206 = !DILocalVariable(name: "v", arg: 1, scope: !207, file: !2, line: 14, type: !12)
!207 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !208, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !12}
!210 = !{!206}
!211 = !DILocation(line: 0, scope: !207, inlinedAt: !212)
!212 = distinct !DILocation(line: 21, column: 46, scope: !205, inlinedAt: !202)
!213 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !212)
!214 = distinct !DILexicalBlock(scope: !207, file: !2, line: 15, column: 7)
!215 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !212)
!216 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !212)
!217 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !212)
!218 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !212)
!219 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !212)
!220 = !DILocation(line: 0, scope: !207, inlinedAt: !221)
!221 = distinct !DILocation(line: 116, column: 5, scope: !222, inlinedAt: !195)
!222 = distinct !DILexicalBlock(scope: !188, file: !2, line: 115, column: 41)
!223 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !221)
!224 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !221)
!225 = !DILocalVariable(name: "this", arg: 1, scope: !226, type: !193, flags: DIFlagArtificial | DIFlagObjectPointer)
!226 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !227, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !229, retainedNodes: !230)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !38}
!229 = !DISubprogram(name: "~Holder", scope: !28, type: !227, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !{!225}
!231 = !DILocation(line: 0, scope: !226, inlinedAt: !232)
!232 = distinct !DILocation(line: 126, column: 1, scope: !146, inlinedAt: !186)
!233 = !DILocalVariable(name: "this", arg: 1, scope: !234, type: !200, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !25, retainedNodes: !235)
!235 = !{!233}
!236 = !DILocation(line: 0, scope: !234, inlinedAt: !237)
!237 = distinct !DILocation(line: 108, column: 8, scope: !238, inlinedAt: !232)
!238 = distinct !DILexicalBlock(scope: !226, file: !2, line: 108, column: 8)
!239 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !237)
!240 = distinct !DILexicalBlock(scope: !234, file: !2, line: 23, column: 13)
!241 = !DILocation(line: 0, scope: !207, inlinedAt: !242)
!242 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !237)
!243 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !242)
!244 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !221)
!245 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !221)
!246 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !221)
!247 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !242)
!248 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !242)
!249 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !242)
!250 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !242)
!251 = !DILocation(line: 0, scope: !149, inlinedAt: !252)
!252 = distinct !DILocation(line: 143, column: 42, scope: !113)
!253 = !DILocation(line: 0, scope: !146, inlinedAt: !252)
!254 = !DILocation(line: 124, column: 3, scope: !149, inlinedAt: !252)
!255 = !DILocation(line: 124, column: 10, scope: !149, inlinedAt: !252)
!256 = !DILocation(line: 125, column: 12, scope: !149, inlinedAt: !252)
!257 = !{!258, !141, i64 4}
!258 = !{!"_ZTS6Holder", !259, i64 0, !141, i64 4}
!259 = !{!"_ZTS6Tracer", !141, i64 0}
!260 = !DILocation(line: 0, scope: !226, inlinedAt: !261)
!261 = distinct !DILocation(line: 126, column: 1, scope: !146, inlinedAt: !252)
!262 = !DILocation(line: 0, scope: !234, inlinedAt: !263)
!263 = distinct !DILocation(line: 108, column: 8, scope: !238, inlinedAt: !261)
!264 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !263)
!265 = !DILocation(line: 0, scope: !207, inlinedAt: !266)
!266 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !263)
!267 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !266)
!268 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !266)
!269 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !266)
!270 = !DILocation(line: 23, column: 31, scope: !240, inlinedAt: !263)
!271 = !{!259, !141, i64 0}
!272 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !263)
!273 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !266)
!274 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !266)
!275 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !266)
!276 = !DILocation(line: 126, column: 1, scope: !146, inlinedAt: !252)
!277 = !DILocation(line: 128, column: 1, scope: !149, inlinedAt: !252)
!278 = !DILocation(line: 126, column: 1, scope: !149, inlinedAt: !252)
!279 = !DILocation(line: 127, column: 20, scope: !280, inlinedAt: !252)
!280 = distinct !DILexicalBlock(scope: !146, file: !2, line: 126, column: 28)
!281 = !{!282, !141, i64 24}
!282 = !{!"_ZTS7IoError", !283, i64 0, !141, i64 24}
!283 = !{!"_ZTS5Error", !141, i64 8, !284, i64 16}
!284 = !{!"any pointer", !142, i64 0}
!285 = !DILocation(line: 127, column: 16, scope: !280, inlinedAt: !252)
!286 = !DILocation(line: 128, column: 1, scope: !280, inlinedAt: !252)
!287 = !DILocation(line: 143, column: 3, scope: !113)
!288 = !DILocation(line: 146, column: 3, scope: !113)
!289 = !DILocation(line: 0, scope: !131)
!290 = !DILocation(line: 147, column: 23, scope: !291)
!291 = distinct !DILexicalBlock(scope: !131, file: !2, line: 147, column: 3)
!292 = !DILocation(line: 147, column: 21, scope: !291)
!293 = !DILocation(line: 147, column: 3, scope: !131)
!294 = !DILocalVariable(name: "how", arg: 1, scope: !295, file: !2, line: 54, type: !12)
!295 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !296)
!296 = !{!294, !297, !298, !300, !302, !303, !304, !306}
!297 = !DILocalVariable(name: "s", scope: !295, file: !2, line: 69, type: !163)
!298 = !DILocalVariable(name: "p", scope: !295, file: !2, line: 65, type: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!300 = !DILocalVariable(name: "r", scope: !301, file: !2, line: 66, type: !12)
!301 = distinct !DILexicalBlock(scope: !295, file: !2, line: 65, column: 22)
!302 = !DILocalVariable(name: "e", scope: !295, file: !2, line: 63, type: !192)
!303 = !DILocalVariable(name: "e", scope: !295, file: !2, line: 61, type: !151)
!304 = !DILocalVariable(name: "d", scope: !295, file: !2, line: 59, type: !305)
!305 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!306 = !DILocalVariable(name: "v", scope: !295, file: !2, line: 57, type: !12)
!307 = !DILocation(line: 0, scope: !295, inlinedAt: !308)
!308 = distinct !DILocation(line: 137, column: 13, scope: !121)
!309 = !DILocation(line: 56, column: 5, scope: !310, inlinedAt: !308)
!310 = distinct !DILexicalBlock(scope: !295, file: !2, line: 55, column: 7)
!311 = !DILocation(line: 75, column: 1, scope: !310, inlinedAt: !308)
!312 = !DILocation(line: 57, column: 3, scope: !310, inlinedAt: !308)
!313 = !DILocation(line: 61, column: 3, scope: !314, inlinedAt: !308)
!314 = distinct !DILexicalBlock(scope: !295, file: !2, line: 59, column: 22)
!315 = !DILocation(line: 58, column: 16, scope: !316, inlinedAt: !308)
!316 = distinct !DILexicalBlock(scope: !295, file: !2, line: 57, column: 19)
!317 = !DILocation(line: 59, column: 3, scope: !316, inlinedAt: !308)
!318 = !DILocation(line: 63, column: 3, scope: !319, inlinedAt: !308)
!319 = distinct !DILexicalBlock(scope: !295, file: !2, line: 61, column: 30)
!320 = !{!321, !321, i64 0}
!321 = !{!"double", !142, i64 0}
!322 = !DILocation(line: 60, column: 26, scope: !314, inlinedAt: !308)
!323 = !DILocation(line: 60, column: 23, scope: !314, inlinedAt: !308)
!324 = !DILocation(line: 60, column: 16, scope: !314, inlinedAt: !308)
!325 = !DILocation(line: 65, column: 3, scope: !326, inlinedAt: !308)
!326 = distinct !DILexicalBlock(scope: !295, file: !2, line: 63, column: 22)
!327 = !DILocation(line: 62, column: 20, scope: !319, inlinedAt: !308)
!328 = !{!283, !141, i64 8}
!329 = !DILocation(line: 62, column: 25, scope: !319, inlinedAt: !308)
!330 = !DILocation(line: 62, column: 16, scope: !319, inlinedAt: !308)
!331 = !DILocation(line: 62, column: 34, scope: !319, inlinedAt: !308)
!332 = !DILocation(line: 62, column: 30, scope: !319, inlinedAt: !308)
!333 = !DILocation(line: 69, column: 3, scope: !301, inlinedAt: !308)
!334 = !DILocation(line: 64, column: 20, scope: !326, inlinedAt: !308)
!335 = !DILocation(line: 64, column: 29, scope: !326, inlinedAt: !308)
!336 = !{!337, !337, i64 0}
!337 = !{!"vtable pointer", !143, i64 0}
!338 = !DILocation(line: 64, column: 16, scope: !326, inlinedAt: !308)
!339 = !DILocation(line: 64, column: 25, scope: !326, inlinedAt: !308)
!340 = !DILocation(line: 71, column: 3, scope: !341, inlinedAt: !308)
!341 = distinct !DILexicalBlock(scope: !295, file: !2, line: 69, column: 27)
!342 = !DILocation(line: 66, column: 22, scope: !301, inlinedAt: !308)
!343 = !DILocation(line: 66, column: 17, scope: !301, inlinedAt: !308)
!344 = !DILocation(line: 0, scope: !301, inlinedAt: !308)
!345 = !DILocation(line: 67, column: 5, scope: !301, inlinedAt: !308)
!346 = !DILocation(line: 70, column: 19, scope: !341, inlinedAt: !308)
!347 = !{!142, !142, i64 0}
!348 = !DILocation(line: 70, column: 24, scope: !341, inlinedAt: !308)
!349 = !DILocation(line: 70, column: 16, scope: !341, inlinedAt: !308)
!350 = !DILocation(line: 73, column: 3, scope: !351, inlinedAt: !308)
!351 = distinct !DILexicalBlock(scope: !295, file: !2, line: 71, column: 17)
!352 = !DILocation(line: 75, column: 1, scope: !326, inlinedAt: !308)
!353 = !DILocation(line: 0, scope: !121)
!354 = !DILocation(line: 138, column: 50, scope: !121)
!355 = !DILocation(line: 138, column: 5, scope: !121)
!356 = !DILocation(line: 139, column: 11, scope: !121)
!357 = !DILocation(line: 136, column: 27, scope: !122)
!358 = !DILocation(line: 136, column: 21, scope: !122)
!359 = distinct !{!359, !135, !360, !361}
!360 = !DILocation(line: 140, column: 3, scope: !119)
!361 = !{!"llvm.loop.mustprogress"}
!362 = !DILocation(line: 145, column: 9, scope: !113)
!363 = !DILocation(line: 149, column: 41, scope: !113)
!364 = !DILocation(line: 149, column: 3, scope: !113)
!365 = !DILocation(line: 150, column: 8, scope: !113)
!366 = !DILocation(line: 150, column: 15, scope: !113)
!367 = !DILocation(line: 150, column: 3, scope: !113)
!368 = !DILocation(line: 151, column: 3, scope: !113)
!369 = !DILocation(line: 148, column: 19, scope: !291)
!370 = !DILocation(line: 148, column: 5, scope: !291)
!371 = !DILocation(line: 147, column: 31, scope: !291)
!372 = distinct !{!372, !293, !373, !361}
!373 = !DILocation(line: 148, column: 27, scope: !131)
!374 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!12, !163, null}
!377 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !378)
!378 = !{!379, !380, !381, !383}
!379 = !DILocalVariable(name: "how", arg: 1, scope: !377, file: !2, line: 89, type: !12)
!380 = !DILocalVariable(name: "r", scope: !377, file: !2, line: 90, type: !12)
!381 = !DILocalVariable(name: "v", scope: !382, file: !2, line: 94, type: !12)
!382 = distinct !DILexicalBlock(scope: !377, file: !2, line: 91, column: 7)
!383 = !DILocalVariable(name: "e", scope: !377, file: !2, line: 98, type: !192)
!384 = !DILocation(line: 0, scope: !377)
!385 = !DILocalVariable(name: "how", arg: 1, scope: !386, file: !2, line: 79, type: !12)
!386 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !208, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !387)
!387 = !{!385, !388}
!388 = !DILocalVariable(name: "t", scope: !386, file: !2, line: 80, type: !13)
!389 = !DILocation(line: 0, scope: !386, inlinedAt: !390)
!390 = distinct !DILocation(line: 93, column: 7, scope: !391)
!391 = distinct !DILexicalBlock(scope: !382, file: !2, line: 92, column: 9)
!392 = !DILocation(line: 0, scope: !197, inlinedAt: !393)
!393 = distinct !DILocation(line: 80, column: 10, scope: !386, inlinedAt: !390)
!394 = !DILocation(line: 21, column: 36, scope: !205, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !207, inlinedAt: !396)
!396 = distinct !DILocation(line: 21, column: 46, scope: !205, inlinedAt: !393)
!397 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !396)
!398 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !396)
!399 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !396)
!400 = !DILocation(line: 80, column: 15, scope: !386, inlinedAt: !390)
!401 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !396)
!402 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !396)
!403 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !396)
!404 = !DILocation(line: 82, column: 5, scope: !405, inlinedAt: !390)
!405 = distinct !DILexicalBlock(scope: !386, file: !2, line: 81, column: 7)
!406 = !DILocation(line: 87, column: 1, scope: !405, inlinedAt: !390)
!407 = !DILocation(line: 83, column: 3, scope: !405, inlinedAt: !390)
!408 = !DILocation(line: 84, column: 5, scope: !409, inlinedAt: !390)
!409 = distinct !DILexicalBlock(scope: !386, file: !2, line: 83, column: 17)
!410 = !DILocation(line: 85, column: 5, scope: !409, inlinedAt: !390)
!411 = !DILocation(line: 87, column: 1, scope: !409, inlinedAt: !390)
!412 = !DILocation(line: 86, column: 3, scope: !409, inlinedAt: !390)
!413 = !DILocation(line: 0, scope: !234, inlinedAt: !414)
!414 = distinct !DILocation(line: 87, column: 1, scope: !386, inlinedAt: !390)
!415 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !414)
!416 = !DILocation(line: 0, scope: !207, inlinedAt: !417)
!417 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !414)
!418 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !417)
!419 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !417)
!420 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !417)
!421 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !414)
!422 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !417)
!423 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !417)
!424 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !417)
!425 = !DILocation(line: 0, scope: !234, inlinedAt: !426)
!426 = distinct !DILocation(line: 87, column: 1, scope: !386, inlinedAt: !390)
!427 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !426)
!428 = !DILocation(line: 0, scope: !207, inlinedAt: !429)
!429 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !426)
!430 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !429)
!431 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !429)
!432 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !429)
!433 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !426)
!434 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !429)
!435 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !429)
!436 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !429)
!437 = !DILocation(line: 104, column: 1, scope: !391)
!438 = !DILocation(line: 94, column: 5, scope: !391)
!439 = !DILocation(line: 0, scope: !382)
!440 = !DILocation(line: 96, column: 7, scope: !441)
!441 = distinct !DILexicalBlock(scope: !382, file: !2, line: 94, column: 21)
!442 = !DILocation(line: 96, column: 21, scope: !441)
!443 = !DILocalVariable(name: "this", arg: 1, scope: !444, type: !299, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !156, file: !2, line: 29, type: !165, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !164, retainedNodes: !445)
!445 = !{!443, !446, !447}
!446 = !DILocalVariable(name: "c", arg: 2, scope: !444, file: !2, line: 29, type: !12)
!447 = !DILocalVariable(name: "w", arg: 3, scope: !444, file: !2, line: 29, type: !163)
!448 = !DILocation(line: 0, scope: !444, inlinedAt: !449)
!449 = distinct !DILocation(line: 96, column: 13, scope: !441)
!450 = !DILocation(line: 29, column: 50, scope: !444, inlinedAt: !449)
!451 = !DILocation(line: 29, column: 33, scope: !444, inlinedAt: !449)
!452 = !DILocation(line: 29, column: 42, scope: !444, inlinedAt: !449)
!453 = !{!283, !284, i64 16}
!454 = !DILocation(line: 104, column: 1, scope: !441)
!455 = !DILocation(line: 97, column: 5, scope: !441)
!456 = !DILocation(line: 104, column: 1, scope: !382)
!457 = !DILocation(line: 98, column: 3, scope: !382)
!458 = !DILocation(line: 99, column: 12, scope: !459)
!459 = distinct !DILexicalBlock(scope: !377, file: !2, line: 98, column: 22)
!460 = !DILocation(line: 99, column: 17, scope: !459)
!461 = !DILocation(line: 99, column: 7, scope: !459)
!462 = !DILocation(line: 100, column: 3, scope: !459)
!463 = !DILocation(line: 103, column: 3, scope: !377)
!464 = !DILocation(line: 102, column: 3, scope: !465)
!465 = distinct !DILexicalBlock(scope: !377, file: !2, line: 100, column: 17)
!466 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 8, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!12, !163}
!469 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !208, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !470)
!470 = !{!471, !472}
!471 = !DILocalVariable(name: "how", arg: 1, scope: !469, file: !2, line: 40, type: !12)
!472 = !DILocalVariable(name: "t", scope: !469, file: !2, line: 41, type: !13)
!473 = !DILocation(line: 0, scope: !469)
!474 = !DILocation(line: 0, scope: !197, inlinedAt: !475)
!475 = distinct !DILocation(line: 41, column: 10, scope: !469)
!476 = !DILocation(line: 21, column: 36, scope: !205, inlinedAt: !475)
!477 = !DILocation(line: 0, scope: !207, inlinedAt: !478)
!478 = distinct !DILocation(line: 21, column: 46, scope: !205, inlinedAt: !475)
!479 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !478)
!480 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !478)
!481 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !478)
!482 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !478)
!483 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !478)
!484 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !478)
!485 = !DILocation(line: 42, column: 3, scope: !469)
!486 = !DILocation(line: 43, column: 11, scope: !487)
!487 = distinct !DILexicalBlock(scope: !469, file: !2, line: 42, column: 16)
!488 = !DILocation(line: 52, column: 1, scope: !487)
!489 = !DILocation(line: 44, column: 11, scope: !487)
!490 = !DILocation(line: 45, column: 11, scope: !487)
!491 = !DILocation(line: 0, scope: !444, inlinedAt: !492)
!492 = distinct !DILocation(line: 45, column: 17, scope: !487)
!493 = !DILocation(line: 29, column: 50, scope: !444, inlinedAt: !492)
!494 = !DILocation(line: 29, column: 33, scope: !444, inlinedAt: !492)
!495 = !DILocation(line: 29, column: 42, scope: !444, inlinedAt: !492)
!496 = !DILocation(line: 46, column: 11, scope: !487)
!497 = !DILocalVariable(name: "this", arg: 1, scope: !498, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!498 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !153, file: !2, line: 36, type: !178, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !177, retainedNodes: !499)
!499 = !{!497, !500, !501}
!500 = !DILocalVariable(name: "c", arg: 2, scope: !498, file: !2, line: 36, type: !12)
!501 = !DILocalVariable(name: "f", arg: 3, scope: !498, file: !2, line: 36, type: !12)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!503 = !DILocation(line: 0, scope: !498, inlinedAt: !504)
!504 = distinct !DILocation(line: 46, column: 17, scope: !487)
!505 = !DILocation(line: 0, scope: !444, inlinedAt: !506)
!506 = distinct !DILocation(line: 36, column: 27, scope: !498, inlinedAt: !504)
!507 = !DILocation(line: 29, column: 33, scope: !444, inlinedAt: !506)
!508 = !DILocation(line: 29, column: 42, scope: !444, inlinedAt: !506)
!509 = !DILocation(line: 36, column: 49, scope: !498, inlinedAt: !504)
!510 = !DILocation(line: 36, column: 43, scope: !498, inlinedAt: !504)
!511 = !DILocation(line: 47, column: 11, scope: !487)
!512 = !DILocation(line: 47, column: 17, scope: !487)
!513 = !DILocation(line: 0, scope: !444, inlinedAt: !514)
!514 = distinct !DILocation(line: 47, column: 21, scope: !487)
!515 = !DILocation(line: 29, column: 50, scope: !444, inlinedAt: !514)
!516 = !DILocation(line: 29, column: 33, scope: !444, inlinedAt: !514)
!517 = !DILocation(line: 29, column: 42, scope: !444, inlinedAt: !514)
!518 = !{!284, !284, i64 0}
!519 = !DILocation(line: 48, column: 11, scope: !487)
!520 = !DILocation(line: 0, scope: !487)
!521 = !DILocation(line: 49, column: 11, scope: !487)
!522 = !DILocation(line: 0, scope: !197, inlinedAt: !523)
!523 = distinct !DILocation(line: 49, column: 17, scope: !487)
!524 = !DILocation(line: 21, column: 28, scope: !197, inlinedAt: !523)
!525 = !DILocation(line: 21, column: 36, scope: !205, inlinedAt: !523)
!526 = !DILocation(line: 0, scope: !207, inlinedAt: !527)
!527 = distinct !DILocation(line: 21, column: 46, scope: !205, inlinedAt: !523)
!528 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !527)
!529 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !527)
!530 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !527)
!531 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !527)
!532 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !527)
!533 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !527)
!534 = !DILocation(line: 0, scope: !234, inlinedAt: !535)
!535 = distinct !DILocation(line: 52, column: 1, scope: !469)
!536 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !535)
!537 = !DILocation(line: 0, scope: !207, inlinedAt: !538)
!538 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !535)
!539 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !538)
!540 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !538)
!541 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !535)
!542 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !538)
!543 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !538)
!544 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !538)
!545 = !DILocation(line: 52, column: 1, scope: !469)
!546 = !DILocation(line: 0, scope: !234, inlinedAt: !547)
!547 = distinct !DILocation(line: 52, column: 1, scope: !469)
!548 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !547)
!549 = !DILocation(line: 0, scope: !207, inlinedAt: !550)
!550 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !547)
!551 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !550)
!552 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !550)
!553 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !550)
!554 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !547)
!555 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !550)
!556 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !550)
!557 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !550)
!558 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !156, file: !2, line: 30, type: !169, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !168, retainedNodes: !559)
!559 = !{!560}
!560 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !299, flags: DIFlagArtificial | DIFlagObjectPointer)
!561 = !DILocation(line: 0, scope: !558)
!562 = !DILocation(line: 30, column: 21, scope: !558)
!563 = !DILocation(line: 0, scope: !234)
!564 = !DILocation(line: 23, column: 15, scope: !240)
!565 = !DILocation(line: 0, scope: !207, inlinedAt: !566)
!566 = distinct !DILocation(line: 23, column: 25, scope: !240)
!567 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !566)
!568 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !566)
!569 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !566)
!570 = !DILocation(line: 23, column: 31, scope: !240)
!571 = !DILocation(line: 23, column: 30, scope: !240)
!572 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !566)
!573 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !566)
!574 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !566)
!575 = !DILocation(line: 23, column: 36, scope: !234)
!576 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !156, file: !2, line: 30, type: !169, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !168, retainedNodes: !577)
!577 = !{!578}
!578 = !DILocalVariable(name: "this", arg: 1, scope: !576, type: !299, flags: DIFlagArtificial | DIFlagObjectPointer)
!579 = !DILocation(line: 0, scope: !576)
!580 = !DILocation(line: 30, column: 20, scope: !576)
!581 = !DILocation(line: 30, column: 21, scope: !576)
!582 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !156, file: !2, line: 31, type: !172, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !171, retainedNodes: !583)
!583 = !{!584}
!584 = !DILocalVariable(name: "this", arg: 1, scope: !582, type: !585, flags: DIFlagArtificial | DIFlagObjectPointer)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!586 = !DILocation(line: 0, scope: !582)
!587 = !DILocation(line: 31, column: 30, scope: !582)
!588 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !153, file: !2, line: 34, type: !589, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !591, retainedNodes: !592)
!589 = !DISubroutineType(types: !590)
!590 = !{null, !180}
!591 = !DISubprogram(name: "~IoError", scope: !153, type: !589, containingType: !153, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!592 = !{!593}
!593 = !DILocalVariable(name: "this", arg: 1, scope: !588, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DILocation(line: 0, scope: !588)
!595 = !DILocation(line: 34, column: 8, scope: !588)
!596 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !153, file: !2, line: 37, type: !182, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !181, retainedNodes: !597)
!597 = !{!598}
!598 = !DILocalVariable(name: "this", arg: 1, scope: !596, type: !599, flags: DIFlagArtificial | DIFlagObjectPointer)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!600 = !DILocation(line: 0, scope: !596)
!601 = !DILocation(line: 37, column: 31, scope: !596)
!602 = !DILocation(line: 0, scope: !188)
!603 = !DILocation(line: 0, scope: !197, inlinedAt: !604)
!604 = distinct !DILocation(line: 115, column: 23, scope: !188)
!605 = !DILocation(line: 21, column: 28, scope: !197, inlinedAt: !604)
!606 = !DILocation(line: 21, column: 36, scope: !205, inlinedAt: !604)
!607 = !DILocation(line: 0, scope: !207, inlinedAt: !608)
!608 = distinct !DILocation(line: 21, column: 46, scope: !205, inlinedAt: !604)
!609 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !608)
!610 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !608)
!611 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !608)
!612 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !608)
!613 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !608)
!614 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !608)
!615 = !DILocalVariable(name: "x", arg: 1, scope: !616, file: !2, line: 111, type: !12)
!616 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !32, retainedNodes: !617)
!617 = !{!615}
!618 = !DILocation(line: 0, scope: !616, inlinedAt: !619)
!619 = distinct !DILocation(line: 115, column: 31, scope: !188)
!620 = !DILocation(line: 112, column: 11, scope: !621, inlinedAt: !619)
!621 = distinct !DILexicalBlock(scope: !616, file: !2, line: 112, column: 9)
!622 = !DILocation(line: 112, column: 9, scope: !616, inlinedAt: !619)
!623 = !DILocation(line: 112, column: 16, scope: !621, inlinedAt: !619)
!624 = !DILocation(line: 112, column: 33, scope: !621, inlinedAt: !619)
!625 = !DILocation(line: 0, scope: !498, inlinedAt: !626)
!626 = distinct !DILocation(line: 112, column: 22, scope: !621, inlinedAt: !619)
!627 = !DILocation(line: 0, scope: !444, inlinedAt: !628)
!628 = distinct !DILocation(line: 36, column: 27, scope: !498, inlinedAt: !626)
!629 = !DILocation(line: 29, column: 33, scope: !444, inlinedAt: !628)
!630 = !DILocation(line: 29, column: 42, scope: !444, inlinedAt: !628)
!631 = !DILocation(line: 36, column: 49, scope: !498, inlinedAt: !626)
!632 = !DILocation(line: 36, column: 43, scope: !498, inlinedAt: !626)
!633 = !DILocation(line: 113, column: 14, scope: !616, inlinedAt: !619)
!634 = !DILocation(line: 115, column: 29, scope: !188)
!635 = !DILocation(line: 0, scope: !207, inlinedAt: !636)
!636 = distinct !DILocation(line: 116, column: 5, scope: !222)
!637 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !636)
!638 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !636)
!639 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !636)
!640 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !636)
!641 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !636)
!642 = !DILocation(line: 119, column: 3, scope: !188)
!643 = !DILocation(line: 0, scope: !234, inlinedAt: !644)
!644 = distinct !DILocation(line: 117, column: 3, scope: !222)
!645 = !DILocation(line: 23, column: 15, scope: !240, inlinedAt: !644)
!646 = !DILocation(line: 0, scope: !207, inlinedAt: !647)
!647 = distinct !DILocation(line: 23, column: 25, scope: !240, inlinedAt: !644)
!648 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !647)
!649 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !647)
!650 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !647)
!651 = !DILocation(line: 23, column: 31, scope: !240, inlinedAt: !644)
!652 = !DILocation(line: 23, column: 30, scope: !240, inlinedAt: !644)
!653 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !647)
!654 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !647)
!655 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !647)
!656 = !DILocation(line: 117, column: 3, scope: !222)
!657 = !DILocation(line: 0, scope: !207, inlinedAt: !658)
!658 = distinct !DILocation(line: 118, column: 5, scope: !659)
!659 = distinct !DILexicalBlock(scope: !188, file: !2, line: 117, column: 22)
!660 = !DILocation(line: 15, column: 7, scope: !214, inlinedAt: !658)
!661 = !DILocation(line: 15, column: 14, scope: !214, inlinedAt: !658)
!662 = !DILocation(line: 15, column: 7, scope: !207, inlinedAt: !658)
!663 = !DILocation(line: 16, column: 17, scope: !214, inlinedAt: !658)
!664 = !DILocation(line: 16, column: 5, scope: !214, inlinedAt: !658)
!665 = !DILocation(line: 16, column: 21, scope: !214, inlinedAt: !658)
!666 = !DILocation(line: 119, column: 3, scope: !659)

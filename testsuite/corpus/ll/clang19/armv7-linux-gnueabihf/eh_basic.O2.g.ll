; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !100
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !65
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !70
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !75
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !113 {
  %1 = alloca %struct.Holder, align 4, !DIAssignID !132
    #dbg_value(i32 0, !117, !DIExpression(), !133)
    #dbg_value(i32 0, !118, !DIExpression(), !134)
  br label %58, !dbg !135

2:                                                ; preds = %131
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
  br i1 %11, label %12, label %16, !dbg !216

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !217
  store i32 %13, ptr @_ZL6g_nlog, align 4, !dbg !217, !tbaa !140
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !218
  store i32 5, ptr %14, align 4, !dbg !219, !tbaa !140
    #dbg_value(i32 10, !148, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !203)
    #dbg_value(i32 777, !206, !DIExpression(), !220)
  %15 = icmp eq i32 %10, 63, !dbg !223
  br i1 %15, label %16, label %17, !dbg !224

16:                                               ; preds = %12, %2
    #dbg_value(ptr undef, !225, !DIExpression(), !231)
    #dbg_value(ptr undef, !233, !DIExpression(), !236)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !239, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !241)
  br label %24, !dbg !243

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !244
  store i32 %18, ptr @_ZL6g_nlog, align 4, !dbg !244, !tbaa !140
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13, !dbg !245
  store i32 777, ptr %19, align 4, !dbg !246, !tbaa !140
    #dbg_value(ptr undef, !225, !DIExpression(), !231)
    #dbg_value(ptr undef, !233, !DIExpression(), !236)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !239, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !241)
  %20 = icmp slt i32 %10, 62, !dbg !247
  br i1 %20, label %21, label %24, !dbg !243

21:                                               ; preds = %17
    #dbg_value(i32 -5, !206, !DIExpression(), !241)
  %22 = add nsw i32 %10, 3, !dbg !248
  store i32 %22, ptr @_ZL6g_nlog, align 4, !dbg !248, !tbaa !140
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18, !dbg !249
  store i32 -5, ptr %23, align 4, !dbg !250, !tbaa !140
  br label %24, !dbg !249

24:                                               ; preds = %17, %21, %16
    #dbg_assign(i1 undef, !148, !DIExpression(), !132, ptr %1, !DIExpression(), !251)
    #dbg_value(i32 -4, !145, !DIExpression(), !253)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !254
  %25 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %39, !dbg !255

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !256
  %28 = load i32, ptr %27, align 4, !dbg !256, !tbaa !257
    #dbg_value(ptr %1, !225, !DIExpression(), !260)
    #dbg_value(ptr %1, !233, !DIExpression(), !262)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !264, !tbaa !140
  %30 = add nsw i32 %29, -1, !dbg !264
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !264, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !265)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !267, !tbaa !140
  %32 = icmp slt i32 %31, 64, !dbg !268
  br i1 %32, label %33, label %38, !dbg !269

33:                                               ; preds = %26
  %34 = load i32, ptr %1, align 4, !dbg !270, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %34), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !265)
  %35 = sub nsw i32 0, %34, !dbg !272
    #dbg_value(i32 %35, !206, !DIExpression(), !265)
  %36 = add nsw i32 %31, 1, !dbg !273
  store i32 %36, ptr @_ZL6g_nlog, align 4, !dbg !273, !tbaa !140
  %37 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !274
  store i32 %35, ptr %37, align 4, !dbg !275, !tbaa !140
  br label %38, !dbg !274

38:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !276
  br label %52

39:                                               ; preds = %24
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError, !dbg !277
  %41 = extractvalue { ptr, i32 } %40, 1, !dbg !277
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !276
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !278
  %43 = icmp eq i32 %41, %42, !dbg !278
  br i1 %43, label %44, label %50, !dbg !278

44:                                               ; preds = %39
  %45 = extractvalue { ptr, i32 } %40, 0, !dbg !277
  %46 = call ptr @__cxa_begin_catch(ptr %45) #11, !dbg !278
    #dbg_value(ptr %46, !150, !DIExpression(), !253)
  %47 = getelementptr inbounds i8, ptr %46, i32 12, !dbg !279
  %48 = load i32, ptr %47, align 4, !dbg !279, !tbaa !281
  %49 = add nsw i32 %48, -1000, !dbg !285
  call void @__cxa_end_catch(), !dbg !286
  br label %52

50:                                               ; preds = %126, %39
  %51 = phi { ptr, i32 } [ %40, %39 ], [ %127, %126 ]
  resume { ptr, i32 } %51, !dbg !133

52:                                               ; preds = %38, %44
  %53 = phi i32 [ %28, %38 ], [ %49, %44 ], !dbg !253
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %53), !dbg !287
    #dbg_value(!DIArgList(i32 %135, i32 2), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !133)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !288
    #dbg_value(i32 0, !130, !DIExpression(), !289)
  %56 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !290, !tbaa !140
  %57 = icmp sgt i32 %56, 0, !dbg !292
  br i1 %57, label %146, label %138, !dbg !293

58:                                               ; preds = %0, %131
  %59 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %60 = phi i32 [ 0, %0 ], [ %136, %131 ]
    #dbg_value(i32 %59, !117, !DIExpression(), !133)
    #dbg_value(i32 %60, !118, !DIExpression(), !134)
    #dbg_value(i32 %60, !294, !DIExpression(), !307)
  invoke fastcc void @_ZL7throweri(i32 noundef %60)
          to label %131 unwind label %61, !dbg !309

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !311
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !311
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !311
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !312
  %66 = icmp eq i32 %64, %65, !dbg !312
  br i1 %66, label %67, label %71, !dbg !312

67:                                               ; preds = %61
  %68 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !313
  %69 = load i32, ptr %68, align 4, !dbg !313, !tbaa !140
    #dbg_value(i32 %69, !306, !DIExpression(), !307)
  %70 = add nsw i32 %69, 100, !dbg !315
  tail call void @__cxa_end_catch() #11, !dbg !317
  br label %131

71:                                               ; preds = %61
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11, !dbg !312
  %73 = icmp eq i32 %64, %72, !dbg !312
  br i1 %73, label %74, label %80, !dbg !312

74:                                               ; preds = %71
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !318
  %76 = load double, ptr %75, align 8, !dbg !318, !tbaa !320
    #dbg_value(double %76, !304, !DIExpression(), !307)
  %77 = fmul double %76, 2.000000e+00, !dbg !322
  %78 = fptosi double %77 to i32, !dbg !323
  %79 = add nsw i32 %78, 200, !dbg !324
  tail call void @__cxa_end_catch() #11, !dbg !313
  br label %131

80:                                               ; preds = %71
  %81 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !312
  %82 = icmp eq i32 %64, %81, !dbg !312
  br i1 %82, label %83, label %92, !dbg !312

83:                                               ; preds = %80
  %84 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !325
    #dbg_value(ptr %84, !303, !DIExpression(), !307)
  %85 = getelementptr inbounds i8, ptr %84, i32 4, !dbg !327
  %86 = load i32, ptr %85, align 4, !dbg !327, !tbaa !328
  %87 = mul nsw i32 %86, 10, !dbg !329
  %88 = add nsw i32 %87, 300, !dbg !330
  %89 = getelementptr inbounds i8, ptr %84, i32 12, !dbg !331
  %90 = load i32, ptr %89, align 4, !dbg !331, !tbaa !281
  %91 = add nsw i32 %88, %90, !dbg !332
  tail call void @__cxa_end_catch(), !dbg !318
  br label %131

92:                                               ; preds = %80
  %93 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !312
  %94 = icmp eq i32 %64, %93, !dbg !312
  br i1 %94, label %95, label %106, !dbg !312

95:                                               ; preds = %92
  %96 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !333
    #dbg_value(ptr %96, !302, !DIExpression(), !307)
  %97 = getelementptr inbounds i8, ptr %96, i32 4, !dbg !334
  %98 = load i32, ptr %97, align 4, !dbg !334, !tbaa !328
  %99 = load ptr, ptr %96, align 4, !dbg !335, !tbaa !336
  %100 = getelementptr inbounds i8, ptr %99, i32 8, !dbg !335
  %101 = load ptr, ptr %100, align 4, !dbg !335
  %102 = invoke noundef i32 %101(ptr noundef nonnull align 4 dereferenceable(12) %96)
          to label %103 unwind label %126, !dbg !335

103:                                              ; preds = %95
  %104 = add nsw i32 %98, 400, !dbg !338
  %105 = add nsw i32 %104, %102, !dbg !339
  tail call void @__cxa_end_catch(), !dbg !325
  br label %131

106:                                              ; preds = %92
  %107 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11, !dbg !312
  %108 = icmp eq i32 %64, %107, !dbg !312
  br i1 %108, label %109, label %117, !dbg !312

109:                                              ; preds = %106
  %110 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !340
    #dbg_value(ptr %110, !298, !DIExpression(), !307)
  %111 = getelementptr inbounds i8, ptr %110, i32 4, !dbg !342
  %112 = load i32, ptr %111, align 4, !dbg !342, !tbaa !328
  %113 = add nsw i32 %112, 500, !dbg !343
    #dbg_value(i32 %113, !300, !DIExpression(), !344)
  %114 = load ptr, ptr %110, align 4, !dbg !345, !tbaa !336
  %115 = getelementptr inbounds i8, ptr %114, i32 4, !dbg !345
  %116 = load ptr, ptr %115, align 4, !dbg !345
  tail call void %116(ptr noundef nonnull align 4 dereferenceable(12) %110) #11, !dbg !345
  tail call void @__cxa_end_catch() #11, !dbg !333
  br label %131

117:                                              ; preds = %106
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !312
  %119 = icmp eq i32 %64, %118, !dbg !312
  %120 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !307
  br i1 %119, label %121, label %125, !dbg !312

121:                                              ; preds = %117
    #dbg_value(ptr %120, !297, !DIExpression(), !307)
  %122 = load i8, ptr %120, align 1, !dbg !346, !tbaa !347
  %123 = icmp eq i8 %122, 99, !dbg !348
  %124 = select i1 %123, i32 601, i32 600, !dbg !349
  tail call void @__cxa_end_catch() #11, !dbg !340
  br label %131

125:                                              ; preds = %117
  tail call void @__cxa_end_catch(), !dbg !350
  br label %131

126:                                              ; preds = %95
  %127 = landingpad { ptr, i32 }
          cleanup, !dbg !352
  invoke void @__cxa_end_catch()
          to label %50 unwind label %128, !dbg !325

128:                                              ; preds = %126
  %129 = landingpad { ptr, i32 }
          catch ptr null, !dbg !325
  %130 = extractvalue { ptr, i32 } %129, 0, !dbg !325
  tail call void @__clang_call_terminate(ptr %130) #12, !dbg !325
  unreachable, !dbg !325

131:                                              ; preds = %58, %67, %74, %83, %103, %109, %121, %125
  %132 = phi i32 [ %70, %67 ], [ %79, %74 ], [ %91, %83 ], [ %105, %103 ], [ %113, %109 ], [ %124, %121 ], [ 999, %125 ], [ 0, %58 ], !dbg !307
    #dbg_value(i32 %132, !120, !DIExpression(), !353)
  %133 = load i32, ptr @_ZL6g_live, align 4, !dbg !354, !tbaa !140
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60, i32 noundef %132, i32 noundef %133), !dbg !355
  %135 = add nsw i32 %132, %59, !dbg !356
    #dbg_value(i32 %135, !117, !DIExpression(), !133)
  %136 = add nuw nsw i32 %60, 1, !dbg !357
    #dbg_value(i32 %136, !118, !DIExpression(), !134)
  %137 = icmp eq i32 %136, 8, !dbg !358
  br i1 %137, label %2, label %58, !dbg !135, !llvm.loop !359

138:                                              ; preds = %146, %52
  %139 = add nsw i32 %135, 2, !dbg !362
    #dbg_value(i32 %139, !117, !DIExpression(), !133)
  %140 = load i32, ptr @_ZL6g_live, align 4, !dbg !363, !tbaa !140
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %139, i32 noundef %140), !dbg !364
  %142 = load i32, ptr @_ZL6g_live, align 4, !dbg !365, !tbaa !140
  %143 = icmp eq i32 %142, 0, !dbg !366
  %144 = select i1 %143, ptr @.str.7, ptr @.str.8, !dbg !365
  %145 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %144), !dbg !367
  ret i32 0, !dbg !368

146:                                              ; preds = %52, %146
  %147 = phi i32 [ %151, %146 ], [ 0, %52 ]
    #dbg_value(i32 %147, !130, !DIExpression(), !289)
  %148 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %147, !dbg !369
  %149 = load i32, ptr %148, align 4, !dbg !369, !tbaa !140
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %149), !dbg !370
  %151 = add nuw nsw i32 %147, 1, !dbg !371
    #dbg_value(i32 %151, !130, !DIExpression(), !289)
  %152 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !290, !tbaa !140
  %153 = icmp slt i32 %151, %152, !dbg !292
  br i1 %153, label %146, label %138, !dbg !293, !llvm.loop !372
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !374 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse
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
  br i1 %5, label %6, label %10, !dbg !399

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50, !dbg !400
    #dbg_value(i32 %7, !199, !DIExpression(), !392)
    #dbg_value(i32 %7, !388, !DIExpression(), !389)
    #dbg_value(i32 %7, !206, !DIExpression(), !395)
  %8 = add nsw i32 %4, 1, !dbg !401
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !401, !tbaa !140
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !402
  store i32 %7, ptr %9, align 4, !dbg !403, !tbaa !140
  br label %10, !dbg !402

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !404

11:                                               ; preds = %10
  %12 = landingpad { ptr, i32 }
          catch ptr null, !dbg !406
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !406
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #11, !dbg !407
  %15 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !408, !tbaa !140
  %16 = add nsw i32 %15, 1, !dbg !408
  store i32 %16, ptr @_ZL13rethrow_count, align 4, !dbg !408, !tbaa !140
  invoke void @__cxa_rethrow() #13
          to label %40 unwind label %17, !dbg !410

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !411
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !412

19:                                               ; preds = %17
    #dbg_value(ptr undef, !233, !DIExpression(), !413)
  %20 = load i32, ptr @_ZL6g_live, align 4, !dbg !415, !tbaa !140
  %21 = add nsw i32 %20, -1, !dbg !415
  store i32 %21, ptr @_ZL6g_live, align 4, !dbg !415, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !416)
  %22 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !418, !tbaa !140
  %23 = icmp slt i32 %22, 64, !dbg !419
  br i1 %23, label %24, label %41, !dbg !420

24:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !416)
  %25 = sub nsw i32 -50, %0, !dbg !421
    #dbg_value(i32 %25, !206, !DIExpression(), !416)
  %26 = add nsw i32 %22, 1, !dbg !422
  store i32 %26, ptr @_ZL6g_nlog, align 4, !dbg !422, !tbaa !140
  %27 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %22, !dbg !423
  store i32 %25, ptr %27, align 4, !dbg !424, !tbaa !140
  br label %41, !dbg !423

28:                                               ; preds = %10
    #dbg_value(ptr undef, !233, !DIExpression(), !425)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !427, !tbaa !140
  %30 = add nsw i32 %29, -1, !dbg !427
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !427, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !428)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !430, !tbaa !140
  %32 = icmp slt i32 %31, 64, !dbg !431
  br i1 %32, label %33, label %69, !dbg !432

33:                                               ; preds = %28
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !428)
  %34 = sub nsw i32 -50, %0, !dbg !433
    #dbg_value(i32 %34, !206, !DIExpression(), !428)
  %35 = add nsw i32 %31, 1, !dbg !434
  store i32 %35, ptr @_ZL6g_nlog, align 4, !dbg !434, !tbaa !140
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !435
  store i32 %34, ptr %36, align 4, !dbg !436, !tbaa !140
  br label %69, !dbg !435

37:                                               ; preds = %17
  %38 = landingpad { ptr, i32 }
          catch ptr null, !dbg !412
  %39 = extractvalue { ptr, i32 } %38, 0, !dbg !412
  tail call void @__clang_call_terminate(ptr %39) #12, !dbg !412
  unreachable, !dbg !412

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { ptr, i32 } %18, 0, !dbg !437
  %43 = extractvalue { ptr, i32 } %18, 1, !dbg !437
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !438
  %45 = icmp eq i32 %43, %44, !dbg !438
  br i1 %45, label %46, label %57, !dbg !438

46:                                               ; preds = %41
  %47 = tail call ptr @__cxa_begin_catch(ptr %42) #11, !dbg !438
  %48 = load i32, ptr %47, align 4, !dbg !438, !tbaa !140
    #dbg_value(i32 %48, !381, !DIExpression(), !439)
    #dbg_value(i32 %48, !380, !DIExpression(), !384)
  %49 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !440
  %50 = add nsw i32 %48, 1, !dbg !442
    #dbg_value(ptr %49, !443, !DIExpression(), !448)
    #dbg_value(i32 %50, !446, !DIExpression(), !448)
    #dbg_value(ptr @.str.13, !447, !DIExpression(), !448)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %49, align 4, !dbg !450, !tbaa !336
  %51 = getelementptr inbounds i8, ptr %49, i32 4, !dbg !451
  store i32 %50, ptr %51, align 4, !dbg !451, !tbaa !328
  %52 = getelementptr inbounds i8, ptr %49, i32 8, !dbg !452
  store ptr @.str.13, ptr %52, align 4, !dbg !452, !tbaa !453
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %72 unwind label %53, !dbg !440

53:                                               ; preds = %46
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !454
  %55 = extractvalue { ptr, i32 } %54, 0, !dbg !454
  %56 = extractvalue { ptr, i32 } %54, 1, !dbg !454
  tail call void @__cxa_end_catch() #11, !dbg !455
  br label %57, !dbg !455

57:                                               ; preds = %53, %41
  %58 = phi i32 [ %56, %53 ], [ %43, %41 ], !dbg !456
  %59 = phi ptr [ %55, %53 ], [ %42, %41 ], !dbg !456
  %60 = phi i32 [ %48, %53 ], [ 0, %41 ], !dbg !384
    #dbg_value(i32 %60, !380, !DIExpression(), !384)
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !457
  %62 = icmp eq i32 %58, %61, !dbg !457
  %63 = tail call ptr @__cxa_begin_catch(ptr %59) #11, !dbg !384
  br i1 %62, label %64, label %71, !dbg !457

64:                                               ; preds = %57
    #dbg_value(ptr %63, !383, !DIExpression(), !384)
  %65 = getelementptr inbounds i8, ptr %63, i32 4, !dbg !458
  %66 = load i32, ptr %65, align 4, !dbg !458, !tbaa !328
  %67 = mul nsw i32 %66, 100, !dbg !460
  %68 = add nsw i32 %67, %60, !dbg !461
    #dbg_value(i32 %68, !380, !DIExpression(), !384)
  tail call void @__cxa_end_catch(), !dbg !462
  br label %69, !dbg !462

69:                                               ; preds = %33, %28, %64, %71
  %70 = phi i32 [ %68, %64 ], [ -1, %71 ], [ 0, %28 ], [ 0, %33 ], !dbg !384
    #dbg_value(i32 %70, !380, !DIExpression(), !384)
  ret i32 %70, !dbg !463

71:                                               ; preds = %57
    #dbg_value(i32 -1, !380, !DIExpression(), !384)
  tail call void @__cxa_end_catch(), !dbg !464
  br label %69, !dbg !464

72:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !466 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
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
  br i1 %5, label %6, label %9, !dbg !481

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !482
  store i32 %7, ptr @_ZL6g_nlog, align 4, !dbg !482, !tbaa !140
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !483
  store i32 %0, ptr %8, align 4, !dbg !484, !tbaa !140
  br label %9, !dbg !483

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %54 [
    i32 0, label %11
    i32 1, label %15
    i32 2, label %17
    i32 3, label %21
    i32 4, label %26
    i32 5, label %34
    i32 6, label %40
  ], !dbg !485

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !486
  store i32 42, ptr %12, align 8, !dbg !486, !tbaa !140
  br label %36

13:                                               ; preds = %36, %49
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !488
  br label %61, !dbg !488

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 8) #11, !dbg !489
  store double 3.500000e+00, ptr %16, align 8, !dbg !489, !tbaa !320
  br label %36

17:                                               ; preds = %9
  %18 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !490
    #dbg_value(ptr %18, !443, !DIExpression(), !491)
    #dbg_value(i32 7, !446, !DIExpression(), !491)
    #dbg_value(ptr @.str.9, !447, !DIExpression(), !491)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %18, align 4, !dbg !493, !tbaa !336
  %19 = getelementptr inbounds i8, ptr %18, i32 4, !dbg !494
  store i32 7, ptr %19, align 4, !dbg !494, !tbaa !328
  %20 = getelementptr inbounds i8, ptr %18, i32 8, !dbg !495
  store ptr @.str.9, ptr %20, align 4, !dbg !495, !tbaa !453
  br label %49

21:                                               ; preds = %9
  %22 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !496
    #dbg_value(ptr %22, !497, !DIExpression(), !503)
    #dbg_value(i32 9, !500, !DIExpression(), !503)
    #dbg_value(i32 3, !501, !DIExpression(), !503)
    #dbg_value(ptr %22, !443, !DIExpression(), !505)
    #dbg_value(i32 9, !446, !DIExpression(), !505)
    #dbg_value(ptr @.str.12, !447, !DIExpression(), !505)
  %23 = getelementptr inbounds i8, ptr %22, i32 4, !dbg !507
  store i32 9, ptr %23, align 4, !dbg !507, !tbaa !328
  %24 = getelementptr inbounds i8, ptr %22, i32 8, !dbg !508
  store ptr @.str.12, ptr %24, align 4, !dbg !508, !tbaa !453
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %22, align 4, !dbg !509, !tbaa !336
  %25 = getelementptr inbounds i8, ptr %22, i32 12, !dbg !510
  store i32 3, ptr %25, align 4, !dbg !510, !tbaa !281
  br label %49

26:                                               ; preds = %9
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !511
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwj(i32 noundef 12) #14
          to label %29 unwind label %32, !dbg !512, !heapallocsite !156

29:                                               ; preds = %26
    #dbg_value(ptr %28, !443, !DIExpression(), !513)
    #dbg_value(i32 11, !446, !DIExpression(), !513)
    #dbg_value(ptr @.str.10, !447, !DIExpression(), !513)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %28, align 4, !dbg !515, !tbaa !336
  %30 = getelementptr inbounds i8, ptr %28, i32 4, !dbg !516
  store i32 11, ptr %30, align 4, !dbg !516, !tbaa !328
  %31 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !517
  store ptr @.str.10, ptr %31, align 4, !dbg !517, !tbaa !453
  store ptr %28, ptr %27, align 8, !dbg !511, !tbaa !518
  br label %36

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !488
  tail call void @__cxa_free_exception(ptr %27) #11, !dbg !511
  br label %61, !dbg !511

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !519
  store ptr @.str.11, ptr %35, align 8, !dbg !519, !tbaa !518
  br label %36

36:                                               ; preds = %11, %15, %29, %34
  %37 = phi ptr [ %35, %34 ], [ %27, %29 ], [ %16, %15 ], [ %12, %11 ]
  %38 = phi ptr [ @_ZTIPKc, %34 ], [ @_ZTIP5Error, %29 ], [ @_ZTId, %15 ], [ @_ZTIi, %11 ]
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull %38, ptr null) #13
          to label %39 unwind label %13, !dbg !520

39:                                               ; preds = %36
  unreachable

40:                                               ; preds = %9
  %41 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !521
    #dbg_value(ptr %41, !196, !DIExpression(), !522)
    #dbg_value(i32 600, !199, !DIExpression(), !522)
  store i32 600, ptr %41, align 4, !dbg !524, !tbaa !271
  %42 = load i32, ptr @_ZL6g_live, align 4, !dbg !525, !tbaa !140
  %43 = add nsw i32 %42, 1, !dbg !525
  store i32 %43, ptr @_ZL6g_live, align 4, !dbg !525, !tbaa !140
    #dbg_value(i32 600, !206, !DIExpression(), !526)
  %44 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !528, !tbaa !140
  %45 = icmp slt i32 %44, 64, !dbg !529
  br i1 %45, label %46, label %49, !dbg !530

46:                                               ; preds = %40
  %47 = add nsw i32 %44, 1, !dbg !531
  store i32 %47, ptr @_ZL6g_nlog, align 4, !dbg !531, !tbaa !140
  %48 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %44, !dbg !532
  store i32 600, ptr %48, align 4, !dbg !533, !tbaa !140
  br label %49, !dbg !532

49:                                               ; preds = %40, %46, %17, %21
  %50 = phi ptr [ %22, %21 ], [ %18, %17 ], [ %41, %46 ], [ %41, %40 ]
  %51 = phi ptr [ @_ZTI7IoError, %21 ], [ @_ZTI5Error, %17 ], [ @_ZTI6Tracer, %46 ], [ @_ZTI6Tracer, %40 ]
  %52 = phi ptr [ @_ZN5ErrorD2Ev, %21 ], [ @_ZN5ErrorD2Ev, %17 ], [ @_ZN6TracerD2Ev, %46 ], [ @_ZN6TracerD2Ev, %40 ]
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52) #13
          to label %53 unwind label %13, !dbg !520

53:                                               ; preds = %49
  unreachable

54:                                               ; preds = %9
    #dbg_value(ptr undef, !233, !DIExpression(), !534)
  store i32 %2, ptr @_ZL6g_live, align 4, !dbg !536, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %55 = icmp slt i32 %10, 64, !dbg !539
  br i1 %55, label %56, label %60, !dbg !540

56:                                               ; preds = %54
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !537)
  %57 = sub nsw i32 0, %0, !dbg !541
    #dbg_value(i32 %57, !206, !DIExpression(), !537)
  %58 = add nsw i32 %10, 1, !dbg !542
  store i32 %58, ptr @_ZL6g_nlog, align 4, !dbg !542, !tbaa !140
  %59 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !543
  store i32 %57, ptr %59, align 4, !dbg !544, !tbaa !140
  br label %60, !dbg !543

60:                                               ; preds = %54, %56
  ret void, !dbg !545

61:                                               ; preds = %32, %13
  %62 = phi { ptr, i32 } [ %14, %13 ], [ %33, %32 ]
    #dbg_value(ptr undef, !233, !DIExpression(), !546)
  %63 = load i32, ptr @_ZL6g_live, align 4, !dbg !548, !tbaa !140
  %64 = add nsw i32 %63, -1, !dbg !548
  store i32 %64, ptr @_ZL6g_live, align 4, !dbg !548, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !549)
  %65 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !551, !tbaa !140
  %66 = icmp slt i32 %65, 64, !dbg !552
  br i1 %66, label %67, label %71, !dbg !553

67:                                               ; preds = %61
    #dbg_value(!DIArgList(i32 0, i32 %0), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !549)
  %68 = sub nsw i32 0, %0, !dbg !554
    #dbg_value(i32 %68, !206, !DIExpression(), !549)
  %69 = add nsw i32 %65, 1, !dbg !555
  store i32 %69, ptr @_ZL6g_nlog, align 4, !dbg !555, !tbaa !140
  %70 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %65, !dbg !556
  store i32 %68, ptr %70, align 4, !dbg !557, !tbaa !140
  br label %71, !dbg !556

71:                                               ; preds = %61, %67
  resume { ptr, i32 } %62, !dbg !545
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !558 {
    #dbg_value(ptr %0, !560, !DIExpression(), !561)
  ret ptr %0, !dbg !562
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !234 {
    #dbg_value(ptr %0, !233, !DIExpression(), !563)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !564, !tbaa !140
  %3 = add nsw i32 %2, -1, !dbg !564
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !564, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !565)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !567, !tbaa !140
  %5 = icmp slt i32 %4, 64, !dbg !568
  br i1 %5, label %6, label %11, !dbg !569

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !570, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %7), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !565)
  %8 = sub nsw i32 0, %7, !dbg !571
    #dbg_value(i32 %8, !206, !DIExpression(), !565)
  %9 = add nsw i32 %4, 1, !dbg !572
  store i32 %9, ptr @_ZL6g_nlog, align 4, !dbg !572, !tbaa !140
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !573
  store i32 %8, ptr %10, align 4, !dbg !574, !tbaa !140
  br label %11, !dbg !573

11:                                               ; preds = %1, %6
  ret ptr %0, !dbg !575
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !576 {
    #dbg_value(ptr %0, !578, !DIExpression(), !579)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 12) #15, !dbg !580
  ret void, !dbg !581
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !582 {
    #dbg_value(ptr %0, !584, !DIExpression(), !586)
  ret i32 1, !dbg !587
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 !dbg !588 {
    #dbg_value(ptr %0, !593, !DIExpression(), !594)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 16) #15, !dbg !595
  ret void, !dbg !595
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !596 {
    #dbg_value(ptr %0, !598, !DIExpression(), !600)
  ret i32 2, !dbg !601
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !188 {
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
  br i1 %6, label %7, label %10, !dbg !611

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1, !dbg !612
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !612, !tbaa !140
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5, !dbg !613
  store i32 %1, ptr %9, align 4, !dbg !614, !tbaa !140
  br label %10, !dbg !613

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
    #dbg_value(i32 %1, !615, !DIExpression(), !618)
  %12 = icmp slt i32 %1, 0, !dbg !620
  br i1 %12, label %13, label %20, !dbg !622

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !623
  %15 = sub nsw i32 0, %1, !dbg !624
    #dbg_value(ptr %14, !497, !DIExpression(), !625)
    #dbg_value(i32 %1, !500, !DIExpression(), !625)
    #dbg_value(i32 %15, !501, !DIExpression(), !625)
    #dbg_value(ptr %14, !443, !DIExpression(), !627)
    #dbg_value(i32 %1, !446, !DIExpression(), !627)
    #dbg_value(ptr @.str.12, !447, !DIExpression(), !627)
  %16 = getelementptr inbounds i8, ptr %14, i32 4, !dbg !629
  store i32 %1, ptr %16, align 4, !dbg !629, !tbaa !328
  %17 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !630
  store ptr @.str.12, ptr %17, align 4, !dbg !630, !tbaa !453
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !dbg !631, !tbaa !336
  %18 = getelementptr inbounds i8, ptr %14, i32 12, !dbg !632
  store i32 %15, ptr %18, align 4, !dbg !632, !tbaa !281
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %19 unwind label %28, !dbg !623

19:                                               ; preds = %13
  unreachable, !dbg !623

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1, !dbg !633
  %22 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !634
  store i32 %21, ptr %22, align 4, !dbg !634, !tbaa !257
    #dbg_value(i32 777, !206, !DIExpression(), !635)
  %23 = icmp slt i32 %11, 64, !dbg !637
  br i1 %23, label %24, label %27, !dbg !638

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1, !dbg !639
  store i32 %25, ptr @_ZL6g_nlog, align 4, !dbg !639, !tbaa !140
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11, !dbg !640
  store i32 777, ptr %26, align 4, !dbg !641, !tbaa !140
  br label %27, !dbg !640

27:                                               ; preds = %20, %24
  ret ptr %0, !dbg !642

28:                                               ; preds = %13
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !642
    #dbg_value(ptr %0, !233, !DIExpression(), !643)
  %30 = load i32, ptr @_ZL6g_live, align 4, !dbg !645, !tbaa !140
  %31 = add nsw i32 %30, -1, !dbg !645
  store i32 %31, ptr @_ZL6g_live, align 4, !dbg !645, !tbaa !140
    #dbg_value(!DIArgList(i32 poison, i32 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !646)
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !648, !tbaa !140
  %33 = icmp slt i32 %32, 64, !dbg !649
  br i1 %33, label %34, label %39, !dbg !650

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !dbg !651, !tbaa !271
    #dbg_value(!DIArgList(i32 0, i32 %35), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !646)
  %36 = sub nsw i32 0, %35, !dbg !652
    #dbg_value(i32 %36, !206, !DIExpression(), !646)
  %37 = add nsw i32 %32, 1, !dbg !653
  store i32 %37, ptr @_ZL6g_nlog, align 4, !dbg !653, !tbaa !140
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32, !dbg !654
  store i32 %36, ptr %38, align 4, !dbg !655, !tbaa !140
  br label %39, !dbg !654

39:                                               ; preds = %34, %28
  %40 = extractvalue { ptr, i32 } %29, 1, !dbg !642
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !656
  %42 = icmp eq i32 %40, %41, !dbg !656
  br i1 %42, label %43, label %55, !dbg !656

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %29, 0, !dbg !642
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #11, !dbg !656
    #dbg_value(ptr %45, !191, !DIExpression(), !602)
    #dbg_value(i32 888, !206, !DIExpression(), !657)
  %46 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !660, !tbaa !140
  %47 = icmp slt i32 %46, 64, !dbg !661
  br i1 %47, label %48, label %51, !dbg !662

48:                                               ; preds = %43
  %49 = add nsw i32 %46, 1, !dbg !663
  store i32 %49, ptr @_ZL6g_nlog, align 4, !dbg !663, !tbaa !140
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %46, !dbg !664
  store i32 888, ptr %50, align 4, !dbg !665, !tbaa !140
  br label %51, !dbg !664

51:                                               ; preds = %43, %48
  invoke void @__cxa_rethrow()
          to label %52 unwind label %53, !dbg !666

52:                                               ; preds = %51
  unreachable, !dbg !666

53:                                               ; preds = %51
  %54 = landingpad { ptr, i32 }
          cleanup, !dbg !642
  invoke void @__cxa_end_catch()
          to label %55 unwind label %57, !dbg !666

55:                                               ; preds = %53, %39
  %56 = phi { ptr, i32 } [ %29, %39 ], [ %54, %53 ], !dbg !656
  resume { ptr, i32 } %56, !dbg !656

57:                                               ; preds = %53
  %58 = landingpad { ptr, i32 }
          catch ptr null, !dbg !666
  %59 = extractvalue { ptr, i32 } %58, 0, !dbg !666
  tail call void @__clang_call_terminate(ptr %59) #12, !dbg !666
  unreachable, !dbg !666
}

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 1, !"min_enum_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
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
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!151 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !152, size: 32)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !154, vtableHolder: !156, identifier: "_ZTS7IoError")
!154 = !{!155, !176, !177, !181}
!155 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !153, baseType: !156, extraData: i32 0)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, vtableHolder: !156, identifier: "_ZTS5Error")
!157 = !{!158, !161, !162, !164, !168, !171}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !159, size: 32, flags: DIFlagArtificial)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 32)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !114, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !156, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !156, file: !2, line: 28, baseType: !163, size: 32, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!164 = !DISubprogram(name: "Error", scope: !156, file: !2, line: 29, type: !165, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !12, !163}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "~Error", scope: !156, file: !2, line: 30, type: !169, scopeLine: 30, containingType: !156, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167}
!171 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !156, file: !2, line: 31, type: !172, scopeLine: 31, containingType: !156, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!12, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !153, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!177 = !DISubprogram(name: "IoError", scope: !153, file: !2, line: 36, type: !178, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !12, !12}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !153, file: !2, line: 37, type: !182, scopeLine: 37, containingType: !153, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!12, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!185 = !DILocation(line: 0, scope: !146, inlinedAt: !186)
!186 = distinct !DILocation(line: 143, column: 30, scope: !113)
!187 = !DILocalVariable(name: "this", arg: 1, scope: !188, type: !193, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !35, retainedNodes: !189)
!189 = !{!187, !190, !191}
!190 = !DILocalVariable(name: "x", arg: 2, scope: !188, file: !2, line: 115, type: !12)
!191 = !DILocalVariable(name: "e", scope: !188, file: !2, line: 117, type: !192)
!192 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !156, size: 32)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!194 = !DILocation(line: 0, scope: !188, inlinedAt: !195)
!195 = distinct !DILocation(line: 124, column: 10, scope: !149, inlinedAt: !186)
!196 = !DILocalVariable(name: "this", arg: 1, scope: !197, type: !200, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !198)
!198 = !{!196, !199}
!199 = !DILocalVariable(name: "i", arg: 2, scope: !197, file: !2, line: 21, type: !12)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
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
!281 = !{!282, !141, i64 12}
!282 = !{!"_ZTS7IoError", !283, i64 0, !141, i64 12}
!283 = !{!"_ZTS5Error", !141, i64 4, !284, i64 8}
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
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32)
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
!328 = !{!283, !141, i64 4}
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
!453 = !{!283, !284, i64 8}
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
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32)
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
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 32)
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
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 32)
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

; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1, !dbg !0
@_ZL6g_live = internal unnamed_addr global i32 0, align 4, !dbg !8
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1, !dbg !34
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !85
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1, !dbg !44
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !87
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !49
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !89
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !54
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !59
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !64
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr constant [9 x i8] c"7IoError\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr constant [7 x i8] c"5Error\00", align 1
@_ZTI5Error = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, align 4
@_ZTI7IoError = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr constant [8 x i8] c"P5Error\00", align 1
@_ZTIP5Error = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !66
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !71
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !73
@_ZTS6Tracer = linkonce_odr constant [8 x i8] c"6Tracer\00", align 1
@_ZTI6Tracer = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, align 4
@_ZTV5Error = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD1Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !78
@_ZTV7IoError = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD1Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !80

; Function Attrs: mustprogress norecurse ssp
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 !dbg !101 {
  %1 = alloca %struct.Holder, align 4
    #dbg_declare(ptr undef, !111, !DIExpression(), !120)
    #dbg_value(i32 0, !105, !DIExpression(), !121)
    #dbg_value(i32 0, !106, !DIExpression(), !122)
  br label %58, !dbg !123

2:                                                ; preds = %131
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !124
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !125
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4), !dbg !126
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !127, !tbaa !128
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !132
    #dbg_value(i32 5, !133, !DIExpression(), !184)
    #dbg_value(ptr undef, !186, !DIExpression(), !191)
    #dbg_value(i32 5, !189, !DIExpression(), !191)
    #dbg_value(ptr undef, !193, !DIExpression(), !199)
    #dbg_value(i32 5, !196, !DIExpression(), !199)
    #dbg_value(ptr undef, !201, !DIExpression(), !206)
    #dbg_value(i32 5, !204, !DIExpression(), !206)
    #dbg_value(ptr undef, !208, !DIExpression(), !212)
    #dbg_value(i32 5, !211, !DIExpression(), !212)
    #dbg_value(i32 5, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !214)
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !215, !tbaa !128
  %9 = add nsw i32 %8, 1, !dbg !215
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !215, !tbaa !128
    #dbg_value(i32 5, !217, !DIExpression(), !222)
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !224, !tbaa !128
  %11 = icmp slt i32 %10, 64, !dbg !226
  br i1 %11, label %12, label %16, !dbg !227

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !228
  store i32 %13, ptr @_ZL6g_nlog, align 4, !dbg !228, !tbaa !128
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !229
  store i32 5, ptr %14, align 4, !dbg !230, !tbaa !128
    #dbg_value(i32 10, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !214)
    #dbg_value(i32 777, !217, !DIExpression(), !231)
  %15 = icmp eq i32 %10, 63, !dbg !234
  br i1 %15, label %16, label %17, !dbg !235

16:                                               ; preds = %12, %2
    #dbg_value(ptr undef, !236, !DIExpression(), !242)
    #dbg_value(ptr undef, !244, !DIExpression(), !247)
    #dbg_value(ptr undef, !249, !DIExpression(), !252)
    #dbg_value(ptr undef, !255, !DIExpression(), !258)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !260, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !262)
  br label %24, !dbg !264

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !265
  store i32 %18, ptr @_ZL6g_nlog, align 4, !dbg !265, !tbaa !128
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13, !dbg !266
  store i32 777, ptr %19, align 4, !dbg !267, !tbaa !128
    #dbg_value(ptr undef, !236, !DIExpression(), !242)
    #dbg_value(ptr undef, !244, !DIExpression(), !247)
    #dbg_value(ptr undef, !249, !DIExpression(), !252)
    #dbg_value(ptr undef, !255, !DIExpression(), !258)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !260, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !262)
  %20 = icmp slt i32 %10, 62, !dbg !268
  br i1 %20, label %21, label %24, !dbg !264

21:                                               ; preds = %17
    #dbg_value(i32 -5, !217, !DIExpression(), !262)
  %22 = add nsw i32 %10, 3, !dbg !269
  store i32 %22, ptr @_ZL6g_nlog, align 4, !dbg !269, !tbaa !128
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18, !dbg !270
  store i32 -5, ptr %23, align 4, !dbg !271, !tbaa !128
  br label %24, !dbg !270

24:                                               ; preds = %17, %21, %16
    #dbg_value(i32 -4, !133, !DIExpression(), !272)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !274
    #dbg_declare(ptr %1, !138, !DIExpression(), !275)
    #dbg_value(ptr %1, !186, !DIExpression(), !276)
    #dbg_value(i32 -4, !189, !DIExpression(), !276)
  %25 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %39, !dbg !278

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !279
  %28 = load i32, ptr %27, align 4, !dbg !279, !tbaa !280
    #dbg_value(ptr %1, !236, !DIExpression(), !283)
    #dbg_value(ptr %1, !244, !DIExpression(), !285)
    #dbg_value(ptr %1, !249, !DIExpression(), !287)
    #dbg_value(ptr %1, !255, !DIExpression(), !289)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !291, !tbaa !128
  %30 = add nsw i32 %29, -1, !dbg !291
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !291, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !292)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !294, !tbaa !128
  %32 = icmp slt i32 %31, 64, !dbg !295
  br i1 %32, label %33, label %38, !dbg !296

33:                                               ; preds = %26
  %34 = load i32, ptr %1, align 4, !dbg !297, !tbaa !298
    #dbg_value(!DIArgList(i32 0, i32 %34), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !292)
  %35 = sub nsw i32 0, %34, !dbg !299
    #dbg_value(i32 %35, !217, !DIExpression(), !292)
  %36 = add nsw i32 %31, 1, !dbg !300
  store i32 %36, ptr @_ZL6g_nlog, align 4, !dbg !300, !tbaa !128
  %37 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !301
  store i32 %35, ptr %37, align 4, !dbg !302, !tbaa !128
  br label %38, !dbg !301

38:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !303
  br label %52

39:                                               ; preds = %24
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError, !dbg !304
  %41 = extractvalue { ptr, i32 } %40, 1, !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !303
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !305
  %43 = icmp eq i32 %41, %42, !dbg !305
  br i1 %43, label %44, label %50, !dbg !305

44:                                               ; preds = %39
  %45 = extractvalue { ptr, i32 } %40, 0, !dbg !304
  %46 = call ptr @__cxa_begin_catch(ptr %45) #11, !dbg !305
    #dbg_value(ptr %46, !149, !DIExpression(), !272)
  %47 = getelementptr inbounds i8, ptr %46, i32 12, !dbg !306
  %48 = load i32, ptr %47, align 4, !dbg !306, !tbaa !308
  %49 = add nsw i32 %48, -1000, !dbg !312
  call void @__cxa_end_catch(), !dbg !313
  br label %52

50:                                               ; preds = %126, %39
  %51 = phi { ptr, i32 } [ %40, %39 ], [ %127, %126 ]
  resume { ptr, i32 } %51, !dbg !121

52:                                               ; preds = %38, %44
  %53 = phi i32 [ %28, %38 ], [ %49, %44 ], !dbg !272
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %53), !dbg !314
    #dbg_value(!DIArgList(i32 %135, i32 2), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !121)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !315
    #dbg_value(i32 0, !118, !DIExpression(), !316)
  %56 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !317, !tbaa !128
  %57 = icmp sgt i32 %56, 0, !dbg !319
  br i1 %57, label %146, label %138, !dbg !320

58:                                               ; preds = %0, %131
  %59 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %60 = phi i32 [ 0, %0 ], [ %136, %131 ]
    #dbg_value(i32 %59, !105, !DIExpression(), !121)
    #dbg_value(i32 %60, !106, !DIExpression(), !122)
    #dbg_value(i32 %60, !321, !DIExpression(), !334)
  invoke fastcc void @_ZL7throweri(i32 noundef %60)
          to label %131 unwind label %61, !dbg !336

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !338
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !338
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !338
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !339
  %66 = icmp eq i32 %64, %65, !dbg !339
  br i1 %66, label %67, label %71, !dbg !339

67:                                               ; preds = %61
  %68 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !340
  %69 = load i32, ptr %68, align 4, !dbg !340, !tbaa !128
    #dbg_value(i32 %69, !333, !DIExpression(), !334)
  %70 = add nsw i32 %69, 100, !dbg !342
  tail call void @__cxa_end_catch() #11, !dbg !344
  br label %131

71:                                               ; preds = %61
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11, !dbg !339
  %73 = icmp eq i32 %64, %72, !dbg !339
  br i1 %73, label %74, label %80, !dbg !339

74:                                               ; preds = %71
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !345
  %76 = load double, ptr %75, align 4, !dbg !345, !tbaa !347
    #dbg_value(double %76, !331, !DIExpression(), !334)
  %77 = fmul double %76, 2.000000e+00, !dbg !349
  %78 = fptosi double %77 to i32, !dbg !350
  %79 = add nsw i32 %78, 200, !dbg !351
  tail call void @__cxa_end_catch() #11, !dbg !340
  br label %131

80:                                               ; preds = %71
  %81 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !339
  %82 = icmp eq i32 %64, %81, !dbg !339
  br i1 %82, label %83, label %92, !dbg !339

83:                                               ; preds = %80
  %84 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !352
    #dbg_value(ptr %84, !330, !DIExpression(), !334)
  %85 = getelementptr inbounds i8, ptr %84, i32 4, !dbg !354
  %86 = load i32, ptr %85, align 4, !dbg !354, !tbaa !355
  %87 = mul nsw i32 %86, 10, !dbg !356
  %88 = add nsw i32 %87, 300, !dbg !357
  %89 = getelementptr inbounds i8, ptr %84, i32 12, !dbg !358
  %90 = load i32, ptr %89, align 4, !dbg !358, !tbaa !308
  %91 = add nsw i32 %88, %90, !dbg !359
  tail call void @__cxa_end_catch(), !dbg !345
  br label %131

92:                                               ; preds = %80
  %93 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !339
  %94 = icmp eq i32 %64, %93, !dbg !339
  br i1 %94, label %95, label %106, !dbg !339

95:                                               ; preds = %92
  %96 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !360
    #dbg_value(ptr %96, !329, !DIExpression(), !334)
  %97 = getelementptr inbounds i8, ptr %96, i32 4, !dbg !361
  %98 = load i32, ptr %97, align 4, !dbg !361, !tbaa !355
  %99 = load ptr, ptr %96, align 4, !dbg !362, !tbaa !363
  %100 = getelementptr inbounds i8, ptr %99, i32 8, !dbg !362
  %101 = load ptr, ptr %100, align 4, !dbg !362
  %102 = invoke noundef i32 %101(ptr noundef nonnull align 4 dereferenceable(12) %96)
          to label %103 unwind label %126, !dbg !362

103:                                              ; preds = %95
  %104 = add nsw i32 %98, 400, !dbg !365
  %105 = add nsw i32 %104, %102, !dbg !366
  tail call void @__cxa_end_catch(), !dbg !352
  br label %131

106:                                              ; preds = %92
  %107 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11, !dbg !339
  %108 = icmp eq i32 %64, %107, !dbg !339
  br i1 %108, label %109, label %117, !dbg !339

109:                                              ; preds = %106
  %110 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !367
    #dbg_value(ptr %110, !325, !DIExpression(), !334)
  %111 = getelementptr inbounds i8, ptr %110, i32 4, !dbg !369
  %112 = load i32, ptr %111, align 4, !dbg !369, !tbaa !355
  %113 = add nsw i32 %112, 500, !dbg !370
    #dbg_value(i32 %113, !327, !DIExpression(), !371)
  %114 = load ptr, ptr %110, align 4, !dbg !372, !tbaa !363
  %115 = getelementptr inbounds i8, ptr %114, i32 4, !dbg !372
  %116 = load ptr, ptr %115, align 4, !dbg !372
  tail call void %116(ptr noundef nonnull align 4 dereferenceable(12) %110) #11, !dbg !372
  tail call void @__cxa_end_catch() #11, !dbg !360
  br label %131

117:                                              ; preds = %106
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !339
  %119 = icmp eq i32 %64, %118, !dbg !339
  %120 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !334
  br i1 %119, label %121, label %125, !dbg !339

121:                                              ; preds = %117
    #dbg_value(ptr %120, !324, !DIExpression(), !334)
  %122 = load i8, ptr %120, align 1, !dbg !373, !tbaa !374
  %123 = icmp eq i8 %122, 99, !dbg !375
  %124 = select i1 %123, i32 601, i32 600, !dbg !376
  tail call void @__cxa_end_catch() #11, !dbg !367
  br label %131

125:                                              ; preds = %117
  tail call void @__cxa_end_catch(), !dbg !377
  br label %131

126:                                              ; preds = %95
  %127 = landingpad { ptr, i32 }
          cleanup, !dbg !379
  invoke void @__cxa_end_catch()
          to label %50 unwind label %128, !dbg !352

128:                                              ; preds = %126
  %129 = landingpad { ptr, i32 }
          catch ptr null, !dbg !352
  %130 = extractvalue { ptr, i32 } %129, 0, !dbg !352
  tail call void @__clang_call_terminate(ptr %130) #12, !dbg !352
  unreachable, !dbg !352

131:                                              ; preds = %58, %67, %74, %83, %103, %109, %121, %125
  %132 = phi i32 [ %70, %67 ], [ %79, %74 ], [ %91, %83 ], [ %105, %103 ], [ %113, %109 ], [ %124, %121 ], [ 999, %125 ], [ 0, %58 ], !dbg !334
    #dbg_value(i32 %132, !108, !DIExpression(), !380)
  %133 = load i32, ptr @_ZL6g_live, align 4, !dbg !381, !tbaa !128
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60, i32 noundef %132, i32 noundef %133), !dbg !382
  %135 = add nsw i32 %132, %59, !dbg !383
    #dbg_value(i32 %135, !105, !DIExpression(), !121)
  %136 = add nuw nsw i32 %60, 1, !dbg !384
    #dbg_value(i32 %136, !106, !DIExpression(), !122)
  %137 = icmp eq i32 %136, 8, !dbg !385
  br i1 %137, label %2, label %58, !dbg !123, !llvm.loop !386

138:                                              ; preds = %146, %52
  %139 = add nsw i32 %135, 2, !dbg !389
    #dbg_value(i32 %139, !105, !DIExpression(), !121)
  %140 = load i32, ptr @_ZL6g_live, align 4, !dbg !390, !tbaa !128
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %139, i32 noundef %140), !dbg !391
  %142 = load i32, ptr @_ZL6g_live, align 4, !dbg !392, !tbaa !128
  %143 = icmp eq i32 %142, 0, !dbg !393
  %144 = select i1 %143, ptr @.str.7, ptr @.str.8, !dbg !392
  %145 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %144), !dbg !394
  ret i32 0, !dbg !395

146:                                              ; preds = %52, %146
  %147 = phi i32 [ %151, %146 ], [ 0, %52 ]
    #dbg_value(i32 %147, !118, !DIExpression(), !316)
  %148 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %147, !dbg !396
  %149 = load i32, ptr %148, align 4, !dbg !396, !tbaa !128
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %149), !dbg !397
  %151 = add nuw nsw i32 %147, 1, !dbg !398
    #dbg_value(i32 %151, !118, !DIExpression(), !316)
  %152 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !317, !tbaa !128
  %153 = icmp slt i32 %151, %152, !dbg !319
  br i1 %153, label %146, label %138, !dbg !320, !llvm.loop !399
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse ssp
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_sj0 !dbg !401 {
    #dbg_value(i32 %0, !403, !DIExpression(), !408)
    #dbg_value(i32 0, !404, !DIExpression(), !408)
    #dbg_value(i32 %0, !409, !DIExpression(), !413)
    #dbg_value(ptr undef, !201, !DIExpression(), !416)
    #dbg_value(i32 %0, !204, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !416)
    #dbg_value(ptr undef, !208, !DIExpression(), !418)
    #dbg_value(i32 %0, !211, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !418)
    #dbg_value(i32 %0, !412, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !413)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !420, !tbaa !128
  %3 = add nsw i32 %2, 1, !dbg !420
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !420, !tbaa !128
    #dbg_value(i32 %0, !217, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !421)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !423, !tbaa !128
  %5 = icmp slt i32 %4, 64, !dbg !424
  br i1 %5, label %6, label %10, !dbg !425

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50, !dbg !426
    #dbg_value(i32 %7, !204, !DIExpression(), !416)
    #dbg_value(i32 %7, !211, !DIExpression(), !418)
    #dbg_value(i32 %7, !412, !DIExpression(), !413)
    #dbg_value(i32 %7, !217, !DIExpression(), !421)
  %8 = add nsw i32 %4, 1, !dbg !427
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !427, !tbaa !128
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !428
  store i32 %7, ptr %9, align 4, !dbg !429, !tbaa !128
  br label %10, !dbg !428

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !430

11:                                               ; preds = %10
  %12 = landingpad { ptr, i32 }
          catch ptr null, !dbg !432
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !432
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #11, !dbg !433
  %15 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !434, !tbaa !128
  %16 = add nsw i32 %15, 1, !dbg !434
  store i32 %16, ptr @_ZL13rethrow_count, align 4, !dbg !434, !tbaa !128
  invoke void @__cxa_rethrow() #13
          to label %40 unwind label %17, !dbg !436

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !437
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !438

19:                                               ; preds = %17
    #dbg_value(ptr undef, !249, !DIExpression(), !439)
    #dbg_value(ptr undef, !255, !DIExpression(), !441)
  %20 = load i32, ptr @_ZL6g_live, align 4, !dbg !443, !tbaa !128
  %21 = add nsw i32 %20, -1, !dbg !443
  store i32 %21, ptr @_ZL6g_live, align 4, !dbg !443, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !444)
  %22 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !446, !tbaa !128
  %23 = icmp slt i32 %22, 64, !dbg !447
  br i1 %23, label %24, label %41, !dbg !448

24:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 0, i32 %0), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !444)
  %25 = sub nsw i32 -50, %0, !dbg !449
    #dbg_value(i32 %25, !217, !DIExpression(), !444)
  %26 = add nsw i32 %22, 1, !dbg !450
  store i32 %26, ptr @_ZL6g_nlog, align 4, !dbg !450, !tbaa !128
  %27 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %22, !dbg !451
  store i32 %25, ptr %27, align 4, !dbg !452, !tbaa !128
  br label %41, !dbg !451

28:                                               ; preds = %10
    #dbg_value(ptr undef, !249, !DIExpression(), !453)
    #dbg_value(ptr undef, !255, !DIExpression(), !455)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !457, !tbaa !128
  %30 = add nsw i32 %29, -1, !dbg !457
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !457, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !458)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !460, !tbaa !128
  %32 = icmp slt i32 %31, 64, !dbg !461
  br i1 %32, label %33, label %69, !dbg !462

33:                                               ; preds = %28
    #dbg_value(!DIArgList(i32 0, i32 %0), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !458)
  %34 = sub nsw i32 -50, %0, !dbg !463
    #dbg_value(i32 %34, !217, !DIExpression(), !458)
  %35 = add nsw i32 %31, 1, !dbg !464
  store i32 %35, ptr @_ZL6g_nlog, align 4, !dbg !464, !tbaa !128
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !465
  store i32 %34, ptr %36, align 4, !dbg !466, !tbaa !128
  br label %69, !dbg !465

37:                                               ; preds = %17
  %38 = landingpad { ptr, i32 }
          catch ptr null, !dbg !438
  %39 = extractvalue { ptr, i32 } %38, 0, !dbg !438
  tail call void @__clang_call_terminate(ptr %39) #12, !dbg !438
  unreachable, !dbg !438

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { ptr, i32 } %18, 0, !dbg !467
  %43 = extractvalue { ptr, i32 } %18, 1, !dbg !467
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !468
  %45 = icmp eq i32 %43, %44, !dbg !468
  br i1 %45, label %46, label %57, !dbg !468

46:                                               ; preds = %41
  %47 = tail call ptr @__cxa_begin_catch(ptr %42) #11, !dbg !468
  %48 = load i32, ptr %47, align 4, !dbg !468, !tbaa !128
    #dbg_value(i32 %48, !405, !DIExpression(), !469)
    #dbg_value(i32 %48, !404, !DIExpression(), !408)
  %49 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !470
  %50 = add nsw i32 %48, 1, !dbg !472
    #dbg_value(ptr %49, !473, !DIExpression(), !478)
    #dbg_value(i32 %50, !476, !DIExpression(), !478)
    #dbg_value(ptr @.str.13, !477, !DIExpression(), !478)
    #dbg_value(ptr %49, !480, !DIExpression(), !485)
    #dbg_value(i32 %50, !483, !DIExpression(), !485)
    #dbg_value(ptr @.str.13, !484, !DIExpression(), !485)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %49, align 4, !dbg !487, !tbaa !363
  %51 = getelementptr inbounds i8, ptr %49, i32 4, !dbg !488
  store i32 %50, ptr %51, align 4, !dbg !488, !tbaa !355
  %52 = getelementptr inbounds i8, ptr %49, i32 8, !dbg !489
  store ptr @.str.13, ptr %52, align 4, !dbg !489, !tbaa !490
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD1Ev) #13
          to label %72 unwind label %53, !dbg !470

53:                                               ; preds = %46
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !491
  %55 = extractvalue { ptr, i32 } %54, 0, !dbg !491
  %56 = extractvalue { ptr, i32 } %54, 1, !dbg !491
  tail call void @__cxa_end_catch() #11, !dbg !492
  br label %57, !dbg !492

57:                                               ; preds = %53, %41
  %58 = phi i32 [ %56, %53 ], [ %43, %41 ], !dbg !493
  %59 = phi ptr [ %55, %53 ], [ %42, %41 ], !dbg !493
  %60 = phi i32 [ %48, %53 ], [ 0, %41 ], !dbg !408
    #dbg_value(i32 %60, !404, !DIExpression(), !408)
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !494
  %62 = icmp eq i32 %58, %61, !dbg !494
  %63 = tail call ptr @__cxa_begin_catch(ptr %59) #11, !dbg !408
  br i1 %62, label %64, label %71, !dbg !494

64:                                               ; preds = %57
    #dbg_value(ptr %63, !407, !DIExpression(), !408)
  %65 = getelementptr inbounds i8, ptr %63, i32 4, !dbg !495
  %66 = load i32, ptr %65, align 4, !dbg !495, !tbaa !355
  %67 = mul nsw i32 %66, 100, !dbg !497
  %68 = add nsw i32 %67, %60, !dbg !498
    #dbg_value(i32 %68, !404, !DIExpression(), !408)
  tail call void @__cxa_end_catch(), !dbg !499
  br label %69, !dbg !499

69:                                               ; preds = %33, %28, %64, %71
  %70 = phi i32 [ %68, %64 ], [ -1, %71 ], [ 0, %28 ], [ 0, %33 ], !dbg !408
    #dbg_value(i32 %70, !404, !DIExpression(), !408)
  ret i32 %70, !dbg !500

71:                                               ; preds = %57
    #dbg_value(i32 -1, !404, !DIExpression(), !408)
  tail call void @__cxa_end_catch(), !dbg !501
  br label %69, !dbg !501

72:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse ssp
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_sj0 !dbg !503 {
    #dbg_value(i32 %0, !505, !DIExpression(), !507)
    #dbg_value(ptr undef, !201, !DIExpression(), !508)
    #dbg_value(i32 %0, !204, !DIExpression(), !508)
    #dbg_value(ptr undef, !208, !DIExpression(), !510)
    #dbg_value(i32 %0, !211, !DIExpression(), !510)
    #dbg_value(i32 %0, !506, !DIExpression(), !507)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !512, !tbaa !128
  %3 = add nsw i32 %2, 1, !dbg !512
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !512, !tbaa !128
    #dbg_value(i32 %0, !217, !DIExpression(), !513)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !515, !tbaa !128
  %5 = icmp slt i32 %4, 64, !dbg !516
  br i1 %5, label %6, label %9, !dbg !517

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !518
  store i32 %7, ptr @_ZL6g_nlog, align 4, !dbg !518, !tbaa !128
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !519
  store i32 %0, ptr %8, align 4, !dbg !520, !tbaa !128
  br label %9, !dbg !519

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
  ], !dbg !521

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !522
  store i32 42, ptr %12, align 8, !dbg !522, !tbaa !128
  br label %36

13:                                               ; preds = %36, %49
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !524
  br label %61, !dbg !524

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 8) #11, !dbg !525
  store double 3.500000e+00, ptr %16, align 8, !dbg !525, !tbaa !347
  br label %36

17:                                               ; preds = %9
  %18 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !526
    #dbg_value(ptr %18, !473, !DIExpression(), !527)
    #dbg_value(i32 7, !476, !DIExpression(), !527)
    #dbg_value(ptr @.str.9, !477, !DIExpression(), !527)
    #dbg_value(ptr %18, !480, !DIExpression(), !529)
    #dbg_value(i32 7, !483, !DIExpression(), !529)
    #dbg_value(ptr @.str.9, !484, !DIExpression(), !529)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %18, align 4, !dbg !531, !tbaa !363
  %19 = getelementptr inbounds i8, ptr %18, i32 4, !dbg !532
  store i32 7, ptr %19, align 4, !dbg !532, !tbaa !355
  %20 = getelementptr inbounds i8, ptr %18, i32 8, !dbg !533
  store ptr @.str.9, ptr %20, align 4, !dbg !533, !tbaa !490
  br label %49

21:                                               ; preds = %9
  %22 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !534
    #dbg_value(ptr %22, !535, !DIExpression(), !541)
    #dbg_value(i32 9, !538, !DIExpression(), !541)
    #dbg_value(i32 3, !539, !DIExpression(), !541)
    #dbg_value(ptr %22, !543, !DIExpression(), !548)
    #dbg_value(i32 9, !546, !DIExpression(), !548)
    #dbg_value(i32 3, !547, !DIExpression(), !548)
    #dbg_value(ptr %22, !480, !DIExpression(), !550)
    #dbg_value(i32 9, !483, !DIExpression(), !550)
    #dbg_value(ptr @.str.12, !484, !DIExpression(), !550)
  %23 = getelementptr inbounds i8, ptr %22, i32 4, !dbg !552
  store i32 9, ptr %23, align 4, !dbg !552, !tbaa !355
  %24 = getelementptr inbounds i8, ptr %22, i32 8, !dbg !553
  store ptr @.str.12, ptr %24, align 4, !dbg !553, !tbaa !490
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %22, align 4, !dbg !554, !tbaa !363
  %25 = getelementptr inbounds i8, ptr %22, i32 12, !dbg !555
  store i32 3, ptr %25, align 4, !dbg !555, !tbaa !308
  br label %49

26:                                               ; preds = %9
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !556
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i32 noundef 12) #14
          to label %29 unwind label %32, !dbg !557, !heapallocsite !155

29:                                               ; preds = %26
    #dbg_value(ptr %28, !473, !DIExpression(), !558)
    #dbg_value(i32 11, !476, !DIExpression(), !558)
    #dbg_value(ptr @.str.10, !477, !DIExpression(), !558)
    #dbg_value(ptr %28, !480, !DIExpression(), !560)
    #dbg_value(i32 11, !483, !DIExpression(), !560)
    #dbg_value(ptr @.str.10, !484, !DIExpression(), !560)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %28, align 4, !dbg !562, !tbaa !363
  %30 = getelementptr inbounds i8, ptr %28, i32 4, !dbg !563
  store i32 11, ptr %30, align 4, !dbg !563, !tbaa !355
  %31 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !564
  store ptr @.str.10, ptr %31, align 4, !dbg !564, !tbaa !490
  store ptr %28, ptr %27, align 8, !dbg !556, !tbaa !565
  br label %36

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !524
  tail call void @__cxa_free_exception(ptr %27) #11, !dbg !556
  br label %61, !dbg !556

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !566
  store ptr @.str.11, ptr %35, align 8, !dbg !566, !tbaa !565
  br label %36

36:                                               ; preds = %11, %15, %29, %34
  %37 = phi ptr [ %35, %34 ], [ %27, %29 ], [ %16, %15 ], [ %12, %11 ]
  %38 = phi ptr [ @_ZTIPKc, %34 ], [ @_ZTIP5Error, %29 ], [ @_ZTId, %15 ], [ @_ZTIi, %11 ]
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull %38, ptr null) #13
          to label %39 unwind label %13, !dbg !567

39:                                               ; preds = %36
  unreachable

40:                                               ; preds = %9
  %41 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !568
    #dbg_value(ptr %41, !201, !DIExpression(), !569)
    #dbg_value(i32 600, !204, !DIExpression(), !569)
    #dbg_value(ptr %41, !208, !DIExpression(), !571)
    #dbg_value(i32 600, !211, !DIExpression(), !571)
  store i32 600, ptr %41, align 4, !dbg !573, !tbaa !298
  %42 = load i32, ptr @_ZL6g_live, align 4, !dbg !574, !tbaa !128
  %43 = add nsw i32 %42, 1, !dbg !574
  store i32 %43, ptr @_ZL6g_live, align 4, !dbg !574, !tbaa !128
    #dbg_value(i32 600, !217, !DIExpression(), !575)
  %44 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !577, !tbaa !128
  %45 = icmp slt i32 %44, 64, !dbg !578
  br i1 %45, label %46, label %49, !dbg !579

46:                                               ; preds = %40
  %47 = add nsw i32 %44, 1, !dbg !580
  store i32 %47, ptr @_ZL6g_nlog, align 4, !dbg !580, !tbaa !128
  %48 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %44, !dbg !581
  store i32 600, ptr %48, align 4, !dbg !582, !tbaa !128
  br label %49, !dbg !581

49:                                               ; preds = %40, %46, %17, %21
  %50 = phi ptr [ %22, %21 ], [ %18, %17 ], [ %41, %46 ], [ %41, %40 ]
  %51 = phi ptr [ @_ZTI7IoError, %21 ], [ @_ZTI5Error, %17 ], [ @_ZTI6Tracer, %46 ], [ @_ZTI6Tracer, %40 ]
  %52 = phi ptr [ @_ZN7IoErrorD1Ev, %21 ], [ @_ZN5ErrorD1Ev, %17 ], [ @_ZN6TracerD1Ev, %46 ], [ @_ZN6TracerD1Ev, %40 ]
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52) #13
          to label %53 unwind label %13, !dbg !567

53:                                               ; preds = %49
  unreachable

54:                                               ; preds = %9
    #dbg_value(ptr undef, !249, !DIExpression(), !583)
    #dbg_value(ptr undef, !255, !DIExpression(), !585)
  store i32 %2, ptr @_ZL6g_live, align 4, !dbg !587, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !588)
  %55 = icmp slt i32 %10, 64, !dbg !590
  br i1 %55, label %56, label %60, !dbg !591

56:                                               ; preds = %54
    #dbg_value(!DIArgList(i32 0, i32 %0), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !588)
  %57 = sub nsw i32 0, %0, !dbg !592
    #dbg_value(i32 %57, !217, !DIExpression(), !588)
  %58 = add nsw i32 %10, 1, !dbg !593
  store i32 %58, ptr @_ZL6g_nlog, align 4, !dbg !593, !tbaa !128
  %59 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !594
  store i32 %57, ptr %59, align 4, !dbg !595, !tbaa !128
  br label %60, !dbg !594

60:                                               ; preds = %54, %56
  ret void, !dbg !596

61:                                               ; preds = %32, %13
  %62 = phi { ptr, i32 } [ %14, %13 ], [ %33, %32 ]
    #dbg_value(ptr undef, !249, !DIExpression(), !597)
    #dbg_value(ptr undef, !255, !DIExpression(), !599)
  %63 = load i32, ptr @_ZL6g_live, align 4, !dbg !601, !tbaa !128
  %64 = add nsw i32 %63, -1, !dbg !601
  store i32 %64, ptr @_ZL6g_live, align 4, !dbg !601, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !602)
  %65 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !604, !tbaa !128
  %66 = icmp slt i32 %65, 64, !dbg !605
  br i1 %66, label %67, label %71, !dbg !606

67:                                               ; preds = %61
    #dbg_value(!DIArgList(i32 0, i32 %0), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !602)
  %68 = sub nsw i32 0, %0, !dbg !607
    #dbg_value(i32 %68, !217, !DIExpression(), !602)
  %69 = add nsw i32 %65, 1, !dbg !608
  store i32 %69, ptr @_ZL6g_nlog, align 4, !dbg !608, !tbaa !128
  %70 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %65, !dbg !609
  store i32 %68, ptr %70, align 4, !dbg !610, !tbaa !128
  br label %71, !dbg !609

71:                                               ; preds = %61, %67
  resume { ptr, i32 } %62, !dbg !596
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN5ErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 !dbg !611 {
    #dbg_value(ptr %0, !613, !DIExpression(), !614)
  ret ptr %0, !dbg !615
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN7IoErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 !dbg !616 {
    #dbg_value(ptr %0, !621, !DIExpression(), !622)
  ret ptr %0, !dbg !623
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 !dbg !250 {
    #dbg_value(ptr %0, !249, !DIExpression(), !624)
    #dbg_value(ptr %0, !255, !DIExpression(), !625)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !627, !tbaa !128
  %3 = add nsw i32 %2, -1, !dbg !627
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !627, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !628)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !630, !tbaa !128
  %5 = icmp slt i32 %4, 64, !dbg !631
  br i1 %5, label %6, label %11, !dbg !632

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !633, !tbaa !298
    #dbg_value(!DIArgList(i32 0, i32 %7), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !628)
  %8 = sub nsw i32 0, %7, !dbg !634
    #dbg_value(i32 %8, !217, !DIExpression(), !628)
  %9 = add nsw i32 %4, 1, !dbg !635
  store i32 %9, ptr @_ZL6g_nlog, align 4, !dbg !635, !tbaa !128
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !636
  store i32 %8, ptr %10, align 4, !dbg !637, !tbaa !128
  br label %11, !dbg !636

11:                                               ; preds = %1, %6
  ret ptr %0, !dbg !638
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 !dbg !639 {
    #dbg_value(ptr %0, !641, !DIExpression(), !642)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #15, !dbg !643
  ret void, !dbg !644
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 !dbg !645 {
    #dbg_value(ptr %0, !647, !DIExpression(), !649)
  ret i32 1, !dbg !650
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 !dbg !651 {
    #dbg_value(ptr %0, !653, !DIExpression(), !654)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #15, !dbg !655
  ret void, !dbg !655
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 align 2 !dbg !656 {
    #dbg_value(ptr %0, !658, !DIExpression(), !660)
  ret i32 2, !dbg !661
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress ssp
define linkonce_odr noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 align 2 personality ptr @__gxx_personality_sj0 !dbg !194 {
    #dbg_value(ptr %0, !193, !DIExpression(), !662)
    #dbg_value(i32 %1, !196, !DIExpression(), !662)
    #dbg_value(ptr %0, !201, !DIExpression(), !663)
    #dbg_value(i32 %1, !204, !DIExpression(), !663)
    #dbg_value(ptr %0, !208, !DIExpression(), !665)
    #dbg_value(i32 %1, !211, !DIExpression(), !665)
  store i32 %1, ptr %0, align 4, !dbg !667, !tbaa !298
  %3 = load i32, ptr @_ZL6g_live, align 4, !dbg !668, !tbaa !128
  %4 = add nsw i32 %3, 1, !dbg !668
  store i32 %4, ptr @_ZL6g_live, align 4, !dbg !668, !tbaa !128
    #dbg_value(i32 %1, !217, !DIExpression(), !669)
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !671, !tbaa !128
  %6 = icmp slt i32 %5, 64, !dbg !672
  br i1 %6, label %7, label %10, !dbg !673

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1, !dbg !674
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !674, !tbaa !128
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5, !dbg !675
  store i32 %1, ptr %9, align 4, !dbg !676, !tbaa !128
  br label %10, !dbg !675

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
    #dbg_value(i32 %1, !677, !DIExpression(), !680)
  %12 = icmp slt i32 %1, 0, !dbg !682
  br i1 %12, label %13, label %20, !dbg !684

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !685
  %15 = sub nsw i32 0, %1, !dbg !686
    #dbg_value(ptr %14, !535, !DIExpression(), !687)
    #dbg_value(i32 %1, !538, !DIExpression(), !687)
    #dbg_value(i32 %15, !539, !DIExpression(), !687)
    #dbg_value(ptr %14, !543, !DIExpression(), !689)
    #dbg_value(i32 %1, !546, !DIExpression(), !689)
    #dbg_value(i32 %15, !547, !DIExpression(), !689)
    #dbg_value(ptr %14, !480, !DIExpression(), !691)
    #dbg_value(i32 %1, !483, !DIExpression(), !691)
    #dbg_value(ptr @.str.12, !484, !DIExpression(), !691)
  %16 = getelementptr inbounds i8, ptr %14, i32 4, !dbg !693
  store i32 %1, ptr %16, align 4, !dbg !693, !tbaa !355
  %17 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !694
  store ptr @.str.12, ptr %17, align 4, !dbg !694, !tbaa !490
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !dbg !695, !tbaa !363
  %18 = getelementptr inbounds i8, ptr %14, i32 12, !dbg !696
  store i32 %15, ptr %18, align 4, !dbg !696, !tbaa !308
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN7IoErrorD1Ev) #13
          to label %19 unwind label %28, !dbg !685

19:                                               ; preds = %13
  unreachable, !dbg !685

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1, !dbg !697
  %22 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !698
  store i32 %21, ptr %22, align 4, !dbg !698, !tbaa !280
    #dbg_value(i32 777, !217, !DIExpression(), !699)
  %23 = icmp slt i32 %11, 64, !dbg !701
  br i1 %23, label %24, label %27, !dbg !702

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1, !dbg !703
  store i32 %25, ptr @_ZL6g_nlog, align 4, !dbg !703, !tbaa !128
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11, !dbg !704
  store i32 777, ptr %26, align 4, !dbg !705, !tbaa !128
  br label %27, !dbg !704

27:                                               ; preds = %20, %24
  ret ptr %0, !dbg !706

28:                                               ; preds = %13
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !706
    #dbg_value(ptr %0, !249, !DIExpression(), !707)
    #dbg_value(ptr %0, !255, !DIExpression(), !709)
  %30 = load i32, ptr @_ZL6g_live, align 4, !dbg !711, !tbaa !128
  %31 = add nsw i32 %30, -1, !dbg !711
  store i32 %31, ptr @_ZL6g_live, align 4, !dbg !711, !tbaa !128
    #dbg_value(!DIArgList(i32 poison, i32 poison), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !712)
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !714, !tbaa !128
  %33 = icmp slt i32 %32, 64, !dbg !715
  br i1 %33, label %34, label %39, !dbg !716

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !dbg !717, !tbaa !298
    #dbg_value(!DIArgList(i32 0, i32 %35), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !712)
  %36 = sub nsw i32 0, %35, !dbg !718
    #dbg_value(i32 %36, !217, !DIExpression(), !712)
  %37 = add nsw i32 %32, 1, !dbg !719
  store i32 %37, ptr @_ZL6g_nlog, align 4, !dbg !719, !tbaa !128
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32, !dbg !720
  store i32 %36, ptr %38, align 4, !dbg !721, !tbaa !128
  br label %39, !dbg !720

39:                                               ; preds = %34, %28
  %40 = extractvalue { ptr, i32 } %29, 1, !dbg !706
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !722
  %42 = icmp eq i32 %40, %41, !dbg !722
  br i1 %42, label %43, label %55, !dbg !722

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %29, 0, !dbg !706
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #11, !dbg !722
    #dbg_value(ptr %45, !197, !DIExpression(), !662)
    #dbg_value(i32 888, !217, !DIExpression(), !723)
  %46 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !726, !tbaa !128
  %47 = icmp slt i32 %46, 64, !dbg !727
  br i1 %47, label %48, label %51, !dbg !728

48:                                               ; preds = %43
  %49 = add nsw i32 %46, 1, !dbg !729
  store i32 %49, ptr @_ZL6g_nlog, align 4, !dbg !729, !tbaa !128
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %46, !dbg !730
  store i32 888, ptr %50, align 4, !dbg !731, !tbaa !128
  br label %51, !dbg !730

51:                                               ; preds = %43, %48
  invoke void @__cxa_rethrow()
          to label %52 unwind label %53, !dbg !732

52:                                               ; preds = %51
  unreachable, !dbg !732

53:                                               ; preds = %51
  %54 = landingpad { ptr, i32 }
          cleanup, !dbg !706
  invoke void @__cxa_end_catch()
          to label %55 unwind label %57, !dbg !732

55:                                               ; preds = %53, %39
  %56 = phi { ptr, i32 } [ %29, %39 ], [ %54, %53 ], !dbg !722
  resume { ptr, i32 } %56, !dbg !722

57:                                               ; preds = %53
  %58 = landingpad { ptr, i32 }
          catch ptr null, !dbg !732
  %59 = extractvalue { ptr, i32 } %58, 0, !dbg !732
  tail call void @__clang_call_terminate(ptr %59) #12, !dbg !732
  unreachable, !dbg !732
}

attributes #0 = { mustprogress norecurse ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { inlinehint mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

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
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !28, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!11 = !{!12, !13}
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
!28 = !{!0, !29, !34, !39, !44, !49, !54, !59, !64, !66, !71, !73, !78, !8, !80, !85, !87, !89}
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 19)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !46, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !46, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 9)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !61, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 7)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !10, file: !2, line: 77, type: !12, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !10, file: !2, line: 12, type: !12, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !10, file: !2, line: 11, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 64)
!94 = !{i32 7, !"Dwarf Version", i32 2}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 1, !"min_enum_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"frame-pointer", i32 2}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !102, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!12}
!104 = !{!105, !106, !108, !111, !118}
!105 = !DILocalVariable(name: "total", scope: !101, file: !2, line: 135, type: !12)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 136, type: !12)
!107 = distinct !DILexicalBlock(scope: !101, file: !2, line: 136, column: 3)
!108 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 137, type: !12)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 136, column: 32)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 136, column: 3)
!111 = !DILocalVariable(name: "nt", scope: !101, file: !2, line: 144, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !113, identifier: "_ZTS7NoThrow")
!113 = !{!114}
!114 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !112, file: !2, line: 131, type: !115, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!12, !117, !12}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 147, type: !12)
!119 = distinct !DILexicalBlock(scope: !101, file: !2, line: 147, column: 3)
!120 = !DILocation(line: 144, column: 11, scope: !101)
!121 = !DILocation(line: 0, scope: !101)
!122 = !DILocation(line: 0, scope: !107)
!123 = !DILocation(line: 136, column: 3, scope: !107)
!124 = !DILocation(line: 141, column: 29, scope: !101)
!125 = !DILocation(line: 141, column: 40, scope: !101)
!126 = !DILocation(line: 141, column: 3, scope: !101)
!127 = !DILocation(line: 142, column: 28, scope: !101)
!128 = !{!129, !129, i64 0}
!129 = !{!"int", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C++ TBAA"}
!132 = !DILocation(line: 142, column: 3, scope: !101)
!133 = !DILocalVariable(name: "x", arg: 1, scope: !134, file: !2, line: 123, type: !12)
!134 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !135, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!12, !12}
!137 = !{!133, !138, !149}
!138 = !DILocalVariable(name: "h", scope: !139, file: !2, line: 124, type: !140)
!139 = distinct !DILexicalBlock(scope: !134, file: !2, line: 123, column: 31)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !2, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !141, identifier: "_ZTS6Holder")
!141 = !{!142, !143, !144, !145}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !140, file: !2, line: 109, baseType: !13, size: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !140, file: !2, line: 110, baseType: !12, size: 32, offset: 32)
!144 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !140, file: !2, line: 111, type: !135, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!145 = !DISubprogram(name: "Holder", scope: !140, file: !2, line: 115, type: !146, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148, !12}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = !DILocalVariable(name: "e", scope: !134, file: !2, line: 126, type: !150)
!150 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !151, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !153, vtableHolder: !155, identifier: "_ZTS7IoError")
!153 = !{!154, !175, !176, !180}
!154 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !152, baseType: !155, extraData: i32 0)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !156, vtableHolder: !155, identifier: "_ZTS5Error")
!156 = !{!157, !160, !161, !163, !167, !170}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !158, size: 32, flags: DIFlagArtificial)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 32)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !102, size: 32)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !155, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !155, file: !2, line: 28, baseType: !162, size: 32, offset: 64)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!163 = !DISubprogram(name: "Error", scope: !155, file: !2, line: 29, type: !164, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166, !12, !162}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DISubprogram(name: "~Error", scope: !155, file: !2, line: 30, type: !168, scopeLine: 30, containingType: !155, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !166}
!170 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !155, file: !2, line: 31, type: !171, scopeLine: 31, containingType: !155, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!12, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !155)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !152, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!176 = !DISubprogram(name: "IoError", scope: !152, file: !2, line: 36, type: !177, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !179, !12, !12}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !152, file: !2, line: 37, type: !181, scopeLine: 37, containingType: !152, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!12, !183}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!184 = !DILocation(line: 0, scope: !134, inlinedAt: !185)
!185 = distinct !DILocation(line: 143, column: 30, scope: !101)
!186 = !DILocalVariable(name: "this", arg: 1, scope: !187, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!187 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC1Ei", scope: !140, file: !2, line: 115, type: !146, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !145, retainedNodes: !188)
!188 = !{!186, !189}
!189 = !DILocalVariable(name: "x", arg: 2, scope: !187, file: !2, line: 115, type: !12)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 32)
!191 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!192 = distinct !DILocation(line: 124, column: 10, scope: !139, inlinedAt: !185)
!193 = !DILocalVariable(name: "this", arg: 1, scope: !194, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !140, file: !2, line: 115, type: !146, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !145, retainedNodes: !195)
!195 = !{!193, !196, !197}
!196 = !DILocalVariable(name: "x", arg: 2, scope: !194, file: !2, line: 115, type: !12)
!197 = !DILocalVariable(name: "e", scope: !194, file: !2, line: 117, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !155, size: 32)
!199 = !DILocation(line: 0, scope: !194, inlinedAt: !200)
!200 = distinct !DILocation(line: 115, column: 17, scope: !187, inlinedAt: !192)
!201 = !DILocalVariable(name: "this", arg: 1, scope: !202, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!202 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC1Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !203)
!203 = !{!201, !204}
!204 = !DILocalVariable(name: "i", arg: 2, scope: !202, file: !2, line: 21, type: !12)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !207)
!207 = distinct !DILocation(line: 115, column: 23, scope: !194, inlinedAt: !200)
!208 = !DILocalVariable(name: "this", arg: 1, scope: !209, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!209 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !210)
!210 = !{!208, !211}
!211 = !DILocalVariable(name: "i", arg: 2, scope: !209, file: !2, line: 21, type: !12)
!212 = !DILocation(line: 0, scope: !209, inlinedAt: !213)
!213 = distinct !DILocation(line: 21, column: 34, scope: !202, inlinedAt: !207)
!214 = !DILocation(line: 0, scope: !139, inlinedAt: !185)
!215 = !DILocation(line: 21, column: 36, scope: !216, inlinedAt: !213)
!216 = distinct !DILexicalBlock(scope: !209, file: !2, line: 21, column: 34)
!217 = !DILocalVariable(name: "v", arg: 1, scope: !218, file: !2, line: 14, type: !12)
!218 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !219, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !221)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !12}
!221 = !{!217}
!222 = !DILocation(line: 0, scope: !218, inlinedAt: !223)
!223 = distinct !DILocation(line: 21, column: 46, scope: !216, inlinedAt: !213)
!224 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !223)
!225 = distinct !DILexicalBlock(scope: !218, file: !2, line: 15, column: 7)
!226 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !223)
!227 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !223)
!228 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !223)
!229 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !223)
!230 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !223)
!231 = !DILocation(line: 0, scope: !218, inlinedAt: !232)
!232 = distinct !DILocation(line: 116, column: 5, scope: !233, inlinedAt: !200)
!233 = distinct !DILexicalBlock(scope: !194, file: !2, line: 115, column: 41)
!234 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !232)
!235 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !232)
!236 = !DILocalVariable(name: "this", arg: 1, scope: !237, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!237 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD1Ev", scope: !140, file: !2, line: 108, type: !238, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !240, retainedNodes: !241)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !148}
!240 = !DISubprogram(name: "~Holder", scope: !140, type: !238, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !{!236}
!242 = !DILocation(line: 0, scope: !237, inlinedAt: !243)
!243 = distinct !DILocation(line: 126, column: 1, scope: !134, inlinedAt: !185)
!244 = !DILocalVariable(name: "this", arg: 1, scope: !245, type: !190, flags: DIFlagArtificial | DIFlagObjectPointer)
!245 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !140, file: !2, line: 108, type: !238, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !240, retainedNodes: !246)
!246 = !{!244}
!247 = !DILocation(line: 0, scope: !245, inlinedAt: !248)
!248 = distinct !DILocation(line: 108, column: 8, scope: !237, inlinedAt: !243)
!249 = !DILocalVariable(name: "this", arg: 1, scope: !250, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD1Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !25, retainedNodes: !251)
!251 = !{!249}
!252 = !DILocation(line: 0, scope: !250, inlinedAt: !253)
!253 = distinct !DILocation(line: 108, column: 8, scope: !254, inlinedAt: !248)
!254 = distinct !DILexicalBlock(scope: !245, file: !2, line: 108, column: 8)
!255 = !DILocalVariable(name: "this", arg: 1, scope: !256, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!256 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !25, retainedNodes: !257)
!257 = !{!255}
!258 = !DILocation(line: 0, scope: !256, inlinedAt: !259)
!259 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !253)
!260 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !259)
!261 = distinct !DILexicalBlock(scope: !256, file: !2, line: 23, column: 13)
!262 = !DILocation(line: 0, scope: !218, inlinedAt: !263)
!263 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !259)
!264 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !263)
!265 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !232)
!266 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !232)
!267 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !232)
!268 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !263)
!269 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !263)
!270 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !263)
!271 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !263)
!272 = !DILocation(line: 0, scope: !134, inlinedAt: !273)
!273 = distinct !DILocation(line: 143, column: 42, scope: !101)
!274 = !DILocation(line: 124, column: 3, scope: !139, inlinedAt: !273)
!275 = !DILocation(line: 124, column: 10, scope: !139, inlinedAt: !273)
!276 = !DILocation(line: 0, scope: !187, inlinedAt: !277)
!277 = distinct !DILocation(line: 124, column: 10, scope: !139, inlinedAt: !273)
!278 = !DILocation(line: 115, column: 17, scope: !187, inlinedAt: !277)
!279 = !DILocation(line: 125, column: 12, scope: !139, inlinedAt: !273)
!280 = !{!281, !129, i64 4}
!281 = !{!"_ZTS6Holder", !282, i64 0, !129, i64 4}
!282 = !{!"_ZTS6Tracer", !129, i64 0}
!283 = !DILocation(line: 0, scope: !237, inlinedAt: !284)
!284 = distinct !DILocation(line: 126, column: 1, scope: !134, inlinedAt: !273)
!285 = !DILocation(line: 0, scope: !245, inlinedAt: !286)
!286 = distinct !DILocation(line: 108, column: 8, scope: !237, inlinedAt: !284)
!287 = !DILocation(line: 0, scope: !250, inlinedAt: !288)
!288 = distinct !DILocation(line: 108, column: 8, scope: !254, inlinedAt: !286)
!289 = !DILocation(line: 0, scope: !256, inlinedAt: !290)
!290 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !288)
!291 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !290)
!292 = !DILocation(line: 0, scope: !218, inlinedAt: !293)
!293 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !290)
!294 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !293)
!295 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !293)
!296 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !293)
!297 = !DILocation(line: 23, column: 31, scope: !261, inlinedAt: !290)
!298 = !{!282, !129, i64 0}
!299 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !290)
!300 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !293)
!301 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !293)
!302 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !293)
!303 = !DILocation(line: 126, column: 1, scope: !134, inlinedAt: !273)
!304 = !DILocation(line: 128, column: 1, scope: !139, inlinedAt: !273)
!305 = !DILocation(line: 126, column: 1, scope: !139, inlinedAt: !273)
!306 = !DILocation(line: 127, column: 20, scope: !307, inlinedAt: !273)
!307 = distinct !DILexicalBlock(scope: !134, file: !2, line: 126, column: 28)
!308 = !{!309, !129, i64 12}
!309 = !{!"_ZTS7IoError", !310, i64 0, !129, i64 12}
!310 = !{!"_ZTS5Error", !129, i64 4, !311, i64 8}
!311 = !{!"any pointer", !130, i64 0}
!312 = !DILocation(line: 127, column: 16, scope: !307, inlinedAt: !273)
!313 = !DILocation(line: 128, column: 1, scope: !307, inlinedAt: !273)
!314 = !DILocation(line: 143, column: 3, scope: !101)
!315 = !DILocation(line: 146, column: 3, scope: !101)
!316 = !DILocation(line: 0, scope: !119)
!317 = !DILocation(line: 147, column: 23, scope: !318)
!318 = distinct !DILexicalBlock(scope: !119, file: !2, line: 147, column: 3)
!319 = !DILocation(line: 147, column: 21, scope: !318)
!320 = !DILocation(line: 147, column: 3, scope: !119)
!321 = !DILocalVariable(name: "how", arg: 1, scope: !322, file: !2, line: 54, type: !12)
!322 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !135, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !323)
!323 = !{!321, !324, !325, !327, !329, !330, !331, !333}
!324 = !DILocalVariable(name: "s", scope: !322, file: !2, line: 69, type: !162)
!325 = !DILocalVariable(name: "p", scope: !322, file: !2, line: 65, type: !326)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 32)
!327 = !DILocalVariable(name: "r", scope: !328, file: !2, line: 66, type: !12)
!328 = distinct !DILexicalBlock(scope: !322, file: !2, line: 65, column: 22)
!329 = !DILocalVariable(name: "e", scope: !322, file: !2, line: 63, type: !198)
!330 = !DILocalVariable(name: "e", scope: !322, file: !2, line: 61, type: !150)
!331 = !DILocalVariable(name: "d", scope: !322, file: !2, line: 59, type: !332)
!332 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!333 = !DILocalVariable(name: "v", scope: !322, file: !2, line: 57, type: !12)
!334 = !DILocation(line: 0, scope: !322, inlinedAt: !335)
!335 = distinct !DILocation(line: 137, column: 13, scope: !109)
!336 = !DILocation(line: 56, column: 5, scope: !337, inlinedAt: !335)
!337 = distinct !DILexicalBlock(scope: !322, file: !2, line: 55, column: 7)
!338 = !DILocation(line: 75, column: 1, scope: !337, inlinedAt: !335)
!339 = !DILocation(line: 57, column: 3, scope: !337, inlinedAt: !335)
!340 = !DILocation(line: 61, column: 3, scope: !341, inlinedAt: !335)
!341 = distinct !DILexicalBlock(scope: !322, file: !2, line: 59, column: 22)
!342 = !DILocation(line: 58, column: 16, scope: !343, inlinedAt: !335)
!343 = distinct !DILexicalBlock(scope: !322, file: !2, line: 57, column: 19)
!344 = !DILocation(line: 59, column: 3, scope: !343, inlinedAt: !335)
!345 = !DILocation(line: 63, column: 3, scope: !346, inlinedAt: !335)
!346 = distinct !DILexicalBlock(scope: !322, file: !2, line: 61, column: 30)
!347 = !{!348, !348, i64 0}
!348 = !{!"double", !130, i64 0}
!349 = !DILocation(line: 60, column: 26, scope: !341, inlinedAt: !335)
!350 = !DILocation(line: 60, column: 23, scope: !341, inlinedAt: !335)
!351 = !DILocation(line: 60, column: 16, scope: !341, inlinedAt: !335)
!352 = !DILocation(line: 65, column: 3, scope: !353, inlinedAt: !335)
!353 = distinct !DILexicalBlock(scope: !322, file: !2, line: 63, column: 22)
!354 = !DILocation(line: 62, column: 20, scope: !346, inlinedAt: !335)
!355 = !{!310, !129, i64 4}
!356 = !DILocation(line: 62, column: 25, scope: !346, inlinedAt: !335)
!357 = !DILocation(line: 62, column: 16, scope: !346, inlinedAt: !335)
!358 = !DILocation(line: 62, column: 34, scope: !346, inlinedAt: !335)
!359 = !DILocation(line: 62, column: 30, scope: !346, inlinedAt: !335)
!360 = !DILocation(line: 69, column: 3, scope: !328, inlinedAt: !335)
!361 = !DILocation(line: 64, column: 20, scope: !353, inlinedAt: !335)
!362 = !DILocation(line: 64, column: 29, scope: !353, inlinedAt: !335)
!363 = !{!364, !364, i64 0}
!364 = !{!"vtable pointer", !131, i64 0}
!365 = !DILocation(line: 64, column: 16, scope: !353, inlinedAt: !335)
!366 = !DILocation(line: 64, column: 25, scope: !353, inlinedAt: !335)
!367 = !DILocation(line: 71, column: 3, scope: !368, inlinedAt: !335)
!368 = distinct !DILexicalBlock(scope: !322, file: !2, line: 69, column: 27)
!369 = !DILocation(line: 66, column: 22, scope: !328, inlinedAt: !335)
!370 = !DILocation(line: 66, column: 17, scope: !328, inlinedAt: !335)
!371 = !DILocation(line: 0, scope: !328, inlinedAt: !335)
!372 = !DILocation(line: 67, column: 5, scope: !328, inlinedAt: !335)
!373 = !DILocation(line: 70, column: 19, scope: !368, inlinedAt: !335)
!374 = !{!130, !130, i64 0}
!375 = !DILocation(line: 70, column: 24, scope: !368, inlinedAt: !335)
!376 = !DILocation(line: 70, column: 16, scope: !368, inlinedAt: !335)
!377 = !DILocation(line: 73, column: 3, scope: !378, inlinedAt: !335)
!378 = distinct !DILexicalBlock(scope: !322, file: !2, line: 71, column: 17)
!379 = !DILocation(line: 75, column: 1, scope: !353, inlinedAt: !335)
!380 = !DILocation(line: 0, scope: !109)
!381 = !DILocation(line: 138, column: 50, scope: !109)
!382 = !DILocation(line: 138, column: 5, scope: !109)
!383 = !DILocation(line: 139, column: 11, scope: !109)
!384 = !DILocation(line: 136, column: 27, scope: !110)
!385 = !DILocation(line: 136, column: 21, scope: !110)
!386 = distinct !{!386, !123, !387, !388}
!387 = !DILocation(line: 140, column: 3, scope: !107)
!388 = !{!"llvm.loop.mustprogress"}
!389 = !DILocation(line: 145, column: 9, scope: !101)
!390 = !DILocation(line: 149, column: 41, scope: !101)
!391 = !DILocation(line: 149, column: 3, scope: !101)
!392 = !DILocation(line: 150, column: 8, scope: !101)
!393 = !DILocation(line: 150, column: 15, scope: !101)
!394 = !DILocation(line: 150, column: 3, scope: !101)
!395 = !DILocation(line: 151, column: 3, scope: !101)
!396 = !DILocation(line: 148, column: 19, scope: !318)
!397 = !DILocation(line: 148, column: 5, scope: !318)
!398 = !DILocation(line: 147, column: 31, scope: !318)
!399 = distinct !{!399, !320, !400, !388}
!400 = !DILocation(line: 148, column: 27, scope: !119)
!401 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !135, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !402)
!402 = !{!403, !404, !405, !407}
!403 = !DILocalVariable(name: "how", arg: 1, scope: !401, file: !2, line: 89, type: !12)
!404 = !DILocalVariable(name: "r", scope: !401, file: !2, line: 90, type: !12)
!405 = !DILocalVariable(name: "v", scope: !406, file: !2, line: 94, type: !12)
!406 = distinct !DILexicalBlock(scope: !401, file: !2, line: 91, column: 7)
!407 = !DILocalVariable(name: "e", scope: !401, file: !2, line: 98, type: !198)
!408 = !DILocation(line: 0, scope: !401)
!409 = !DILocalVariable(name: "how", arg: 1, scope: !410, file: !2, line: 79, type: !12)
!410 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !219, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !411)
!411 = !{!409, !412}
!412 = !DILocalVariable(name: "t", scope: !410, file: !2, line: 80, type: !13)
!413 = !DILocation(line: 0, scope: !410, inlinedAt: !414)
!414 = distinct !DILocation(line: 93, column: 7, scope: !415)
!415 = distinct !DILexicalBlock(scope: !406, file: !2, line: 92, column: 9)
!416 = !DILocation(line: 0, scope: !202, inlinedAt: !417)
!417 = distinct !DILocation(line: 80, column: 10, scope: !410, inlinedAt: !414)
!418 = !DILocation(line: 0, scope: !209, inlinedAt: !419)
!419 = distinct !DILocation(line: 21, column: 34, scope: !202, inlinedAt: !417)
!420 = !DILocation(line: 21, column: 36, scope: !216, inlinedAt: !419)
!421 = !DILocation(line: 0, scope: !218, inlinedAt: !422)
!422 = distinct !DILocation(line: 21, column: 46, scope: !216, inlinedAt: !419)
!423 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !422)
!424 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !422)
!425 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !422)
!426 = !DILocation(line: 80, column: 15, scope: !410, inlinedAt: !414)
!427 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !422)
!428 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !422)
!429 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !422)
!430 = !DILocation(line: 82, column: 5, scope: !431, inlinedAt: !414)
!431 = distinct !DILexicalBlock(scope: !410, file: !2, line: 81, column: 7)
!432 = !DILocation(line: 87, column: 1, scope: !431, inlinedAt: !414)
!433 = !DILocation(line: 83, column: 3, scope: !431, inlinedAt: !414)
!434 = !DILocation(line: 84, column: 5, scope: !435, inlinedAt: !414)
!435 = distinct !DILexicalBlock(scope: !410, file: !2, line: 83, column: 17)
!436 = !DILocation(line: 85, column: 5, scope: !435, inlinedAt: !414)
!437 = !DILocation(line: 87, column: 1, scope: !435, inlinedAt: !414)
!438 = !DILocation(line: 86, column: 3, scope: !435, inlinedAt: !414)
!439 = !DILocation(line: 0, scope: !250, inlinedAt: !440)
!440 = distinct !DILocation(line: 87, column: 1, scope: !410, inlinedAt: !414)
!441 = !DILocation(line: 0, scope: !256, inlinedAt: !442)
!442 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !440)
!443 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !442)
!444 = !DILocation(line: 0, scope: !218, inlinedAt: !445)
!445 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !442)
!446 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !445)
!447 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !445)
!448 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !445)
!449 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !442)
!450 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !445)
!451 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !445)
!452 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !445)
!453 = !DILocation(line: 0, scope: !250, inlinedAt: !454)
!454 = distinct !DILocation(line: 87, column: 1, scope: !410, inlinedAt: !414)
!455 = !DILocation(line: 0, scope: !256, inlinedAt: !456)
!456 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !454)
!457 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !456)
!458 = !DILocation(line: 0, scope: !218, inlinedAt: !459)
!459 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !456)
!460 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !459)
!461 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !459)
!462 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !459)
!463 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !456)
!464 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !459)
!465 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !459)
!466 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !459)
!467 = !DILocation(line: 104, column: 1, scope: !415)
!468 = !DILocation(line: 94, column: 5, scope: !415)
!469 = !DILocation(line: 0, scope: !406)
!470 = !DILocation(line: 96, column: 7, scope: !471)
!471 = distinct !DILexicalBlock(scope: !406, file: !2, line: 94, column: 21)
!472 = !DILocation(line: 96, column: 21, scope: !471)
!473 = !DILocalVariable(name: "this", arg: 1, scope: !474, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!474 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC1EiPKc", scope: !155, file: !2, line: 29, type: !164, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !163, retainedNodes: !475)
!475 = !{!473, !476, !477}
!476 = !DILocalVariable(name: "c", arg: 2, scope: !474, file: !2, line: 29, type: !12)
!477 = !DILocalVariable(name: "w", arg: 3, scope: !474, file: !2, line: 29, type: !162)
!478 = !DILocation(line: 0, scope: !474, inlinedAt: !479)
!479 = distinct !DILocation(line: 96, column: 13, scope: !471)
!480 = !DILocalVariable(name: "this", arg: 1, scope: !481, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!481 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !155, file: !2, line: 29, type: !164, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !163, retainedNodes: !482)
!482 = !{!480, !483, !484}
!483 = !DILocalVariable(name: "c", arg: 2, scope: !481, file: !2, line: 29, type: !12)
!484 = !DILocalVariable(name: "w", arg: 3, scope: !481, file: !2, line: 29, type: !162)
!485 = !DILocation(line: 0, scope: !481, inlinedAt: !486)
!486 = distinct !DILocation(line: 29, column: 50, scope: !474, inlinedAt: !479)
!487 = !DILocation(line: 29, column: 50, scope: !481, inlinedAt: !486)
!488 = !DILocation(line: 29, column: 33, scope: !481, inlinedAt: !486)
!489 = !DILocation(line: 29, column: 42, scope: !481, inlinedAt: !486)
!490 = !{!310, !311, i64 8}
!491 = !DILocation(line: 104, column: 1, scope: !471)
!492 = !DILocation(line: 97, column: 5, scope: !471)
!493 = !DILocation(line: 104, column: 1, scope: !406)
!494 = !DILocation(line: 98, column: 3, scope: !406)
!495 = !DILocation(line: 99, column: 12, scope: !496)
!496 = distinct !DILexicalBlock(scope: !401, file: !2, line: 98, column: 22)
!497 = !DILocation(line: 99, column: 17, scope: !496)
!498 = !DILocation(line: 99, column: 7, scope: !496)
!499 = !DILocation(line: 100, column: 3, scope: !496)
!500 = !DILocation(line: 103, column: 3, scope: !401)
!501 = !DILocation(line: 102, column: 3, scope: !502)
!502 = distinct !DILexicalBlock(scope: !401, file: !2, line: 100, column: 17)
!503 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !219, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !504)
!504 = !{!505, !506}
!505 = !DILocalVariable(name: "how", arg: 1, scope: !503, file: !2, line: 40, type: !12)
!506 = !DILocalVariable(name: "t", scope: !503, file: !2, line: 41, type: !13)
!507 = !DILocation(line: 0, scope: !503)
!508 = !DILocation(line: 0, scope: !202, inlinedAt: !509)
!509 = distinct !DILocation(line: 41, column: 10, scope: !503)
!510 = !DILocation(line: 0, scope: !209, inlinedAt: !511)
!511 = distinct !DILocation(line: 21, column: 34, scope: !202, inlinedAt: !509)
!512 = !DILocation(line: 21, column: 36, scope: !216, inlinedAt: !511)
!513 = !DILocation(line: 0, scope: !218, inlinedAt: !514)
!514 = distinct !DILocation(line: 21, column: 46, scope: !216, inlinedAt: !511)
!515 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !514)
!516 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !514)
!517 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !514)
!518 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !514)
!519 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !514)
!520 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !514)
!521 = !DILocation(line: 42, column: 3, scope: !503)
!522 = !DILocation(line: 43, column: 11, scope: !523)
!523 = distinct !DILexicalBlock(scope: !503, file: !2, line: 42, column: 16)
!524 = !DILocation(line: 52, column: 1, scope: !523)
!525 = !DILocation(line: 44, column: 11, scope: !523)
!526 = !DILocation(line: 45, column: 11, scope: !523)
!527 = !DILocation(line: 0, scope: !474, inlinedAt: !528)
!528 = distinct !DILocation(line: 45, column: 17, scope: !523)
!529 = !DILocation(line: 0, scope: !481, inlinedAt: !530)
!530 = distinct !DILocation(line: 29, column: 50, scope: !474, inlinedAt: !528)
!531 = !DILocation(line: 29, column: 50, scope: !481, inlinedAt: !530)
!532 = !DILocation(line: 29, column: 33, scope: !481, inlinedAt: !530)
!533 = !DILocation(line: 29, column: 42, scope: !481, inlinedAt: !530)
!534 = !DILocation(line: 46, column: 11, scope: !523)
!535 = !DILocalVariable(name: "this", arg: 1, scope: !536, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!536 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC1Eii", scope: !152, file: !2, line: 36, type: !177, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !176, retainedNodes: !537)
!537 = !{!535, !538, !539}
!538 = !DILocalVariable(name: "c", arg: 2, scope: !536, file: !2, line: 36, type: !12)
!539 = !DILocalVariable(name: "f", arg: 3, scope: !536, file: !2, line: 36, type: !12)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 32)
!541 = !DILocation(line: 0, scope: !536, inlinedAt: !542)
!542 = distinct !DILocation(line: 46, column: 17, scope: !523)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !544, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !152, file: !2, line: 36, type: !177, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !176, retainedNodes: !545)
!545 = !{!543, !546, !547}
!546 = !DILocalVariable(name: "c", arg: 2, scope: !544, file: !2, line: 36, type: !12)
!547 = !DILocalVariable(name: "f", arg: 3, scope: !544, file: !2, line: 36, type: !12)
!548 = !DILocation(line: 0, scope: !544, inlinedAt: !549)
!549 = distinct !DILocation(line: 36, column: 49, scope: !536, inlinedAt: !542)
!550 = !DILocation(line: 0, scope: !481, inlinedAt: !551)
!551 = distinct !DILocation(line: 36, column: 27, scope: !544, inlinedAt: !549)
!552 = !DILocation(line: 29, column: 33, scope: !481, inlinedAt: !551)
!553 = !DILocation(line: 29, column: 42, scope: !481, inlinedAt: !551)
!554 = !DILocation(line: 36, column: 49, scope: !544, inlinedAt: !549)
!555 = !DILocation(line: 36, column: 43, scope: !544, inlinedAt: !549)
!556 = !DILocation(line: 47, column: 11, scope: !523)
!557 = !DILocation(line: 47, column: 17, scope: !523)
!558 = !DILocation(line: 0, scope: !474, inlinedAt: !559)
!559 = distinct !DILocation(line: 47, column: 21, scope: !523)
!560 = !DILocation(line: 0, scope: !481, inlinedAt: !561)
!561 = distinct !DILocation(line: 29, column: 50, scope: !474, inlinedAt: !559)
!562 = !DILocation(line: 29, column: 50, scope: !481, inlinedAt: !561)
!563 = !DILocation(line: 29, column: 33, scope: !481, inlinedAt: !561)
!564 = !DILocation(line: 29, column: 42, scope: !481, inlinedAt: !561)
!565 = !{!311, !311, i64 0}
!566 = !DILocation(line: 48, column: 11, scope: !523)
!567 = !DILocation(line: 0, scope: !523)
!568 = !DILocation(line: 49, column: 11, scope: !523)
!569 = !DILocation(line: 0, scope: !202, inlinedAt: !570)
!570 = distinct !DILocation(line: 49, column: 17, scope: !523)
!571 = !DILocation(line: 0, scope: !209, inlinedAt: !572)
!572 = distinct !DILocation(line: 21, column: 34, scope: !202, inlinedAt: !570)
!573 = !DILocation(line: 21, column: 28, scope: !209, inlinedAt: !572)
!574 = !DILocation(line: 21, column: 36, scope: !216, inlinedAt: !572)
!575 = !DILocation(line: 0, scope: !218, inlinedAt: !576)
!576 = distinct !DILocation(line: 21, column: 46, scope: !216, inlinedAt: !572)
!577 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !576)
!578 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !576)
!579 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !576)
!580 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !576)
!581 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !576)
!582 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !576)
!583 = !DILocation(line: 0, scope: !250, inlinedAt: !584)
!584 = distinct !DILocation(line: 52, column: 1, scope: !503)
!585 = !DILocation(line: 0, scope: !256, inlinedAt: !586)
!586 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !584)
!587 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !586)
!588 = !DILocation(line: 0, scope: !218, inlinedAt: !589)
!589 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !586)
!590 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !589)
!591 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !589)
!592 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !586)
!593 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !589)
!594 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !589)
!595 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !589)
!596 = !DILocation(line: 52, column: 1, scope: !503)
!597 = !DILocation(line: 0, scope: !250, inlinedAt: !598)
!598 = distinct !DILocation(line: 52, column: 1, scope: !503)
!599 = !DILocation(line: 0, scope: !256, inlinedAt: !600)
!600 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !598)
!601 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !600)
!602 = !DILocation(line: 0, scope: !218, inlinedAt: !603)
!603 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !600)
!604 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !603)
!605 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !603)
!606 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !603)
!607 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !600)
!608 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !603)
!609 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !603)
!610 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !603)
!611 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD1Ev", scope: !155, file: !2, line: 30, type: !168, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !167, retainedNodes: !612)
!612 = !{!613}
!613 = !DILocalVariable(name: "this", arg: 1, scope: !611, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!614 = !DILocation(line: 0, scope: !611)
!615 = !DILocation(line: 30, column: 21, scope: !611)
!616 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD1Ev", scope: !152, file: !2, line: 34, type: !617, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !619, retainedNodes: !620)
!617 = !DISubroutineType(types: !618)
!618 = !{null, !179}
!619 = !DISubprogram(name: "~IoError", scope: !152, type: !617, containingType: !152, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!620 = !{!621}
!621 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!622 = !DILocation(line: 0, scope: !616)
!623 = !DILocation(line: 34, column: 8, scope: !616)
!624 = !DILocation(line: 0, scope: !250)
!625 = !DILocation(line: 0, scope: !256, inlinedAt: !626)
!626 = distinct !DILocation(line: 23, column: 13, scope: !250)
!627 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !626)
!628 = !DILocation(line: 0, scope: !218, inlinedAt: !629)
!629 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !626)
!630 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !629)
!631 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !629)
!632 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !629)
!633 = !DILocation(line: 23, column: 31, scope: !261, inlinedAt: !626)
!634 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !626)
!635 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !629)
!636 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !629)
!637 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !629)
!638 = !DILocation(line: 23, column: 36, scope: !250)
!639 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !155, file: !2, line: 30, type: !168, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !167, retainedNodes: !640)
!640 = !{!641}
!641 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !326, flags: DIFlagArtificial | DIFlagObjectPointer)
!642 = !DILocation(line: 0, scope: !639)
!643 = !DILocation(line: 30, column: 20, scope: !639)
!644 = !DILocation(line: 30, column: 21, scope: !639)
!645 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !155, file: !2, line: 31, type: !171, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !170, retainedNodes: !646)
!646 = !{!647}
!647 = !DILocalVariable(name: "this", arg: 1, scope: !645, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 32)
!649 = !DILocation(line: 0, scope: !645)
!650 = !DILocation(line: 31, column: 30, scope: !645)
!651 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !152, file: !2, line: 34, type: !617, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !619, retainedNodes: !652)
!652 = !{!653}
!653 = !DILocalVariable(name: "this", arg: 1, scope: !651, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!654 = !DILocation(line: 0, scope: !651)
!655 = !DILocation(line: 34, column: 8, scope: !651)
!656 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !152, file: !2, line: 37, type: !181, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !180, retainedNodes: !657)
!657 = !{!658}
!658 = !DILocalVariable(name: "this", arg: 1, scope: !656, type: !659, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 32)
!660 = !DILocation(line: 0, scope: !656)
!661 = !DILocation(line: 37, column: 31, scope: !656)
!662 = !DILocation(line: 0, scope: !194)
!663 = !DILocation(line: 0, scope: !202, inlinedAt: !664)
!664 = distinct !DILocation(line: 115, column: 23, scope: !194)
!665 = !DILocation(line: 0, scope: !209, inlinedAt: !666)
!666 = distinct !DILocation(line: 21, column: 34, scope: !202, inlinedAt: !664)
!667 = !DILocation(line: 21, column: 28, scope: !209, inlinedAt: !666)
!668 = !DILocation(line: 21, column: 36, scope: !216, inlinedAt: !666)
!669 = !DILocation(line: 0, scope: !218, inlinedAt: !670)
!670 = distinct !DILocation(line: 21, column: 46, scope: !216, inlinedAt: !666)
!671 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !670)
!672 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !670)
!673 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !670)
!674 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !670)
!675 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !670)
!676 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !670)
!677 = !DILocalVariable(name: "x", arg: 1, scope: !678, file: !2, line: 111, type: !12)
!678 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !140, file: !2, line: 111, type: !135, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !144, retainedNodes: !679)
!679 = !{!677}
!680 = !DILocation(line: 0, scope: !678, inlinedAt: !681)
!681 = distinct !DILocation(line: 115, column: 31, scope: !194)
!682 = !DILocation(line: 112, column: 11, scope: !683, inlinedAt: !681)
!683 = distinct !DILexicalBlock(scope: !678, file: !2, line: 112, column: 9)
!684 = !DILocation(line: 112, column: 9, scope: !678, inlinedAt: !681)
!685 = !DILocation(line: 112, column: 16, scope: !683, inlinedAt: !681)
!686 = !DILocation(line: 112, column: 33, scope: !683, inlinedAt: !681)
!687 = !DILocation(line: 0, scope: !536, inlinedAt: !688)
!688 = distinct !DILocation(line: 112, column: 22, scope: !683, inlinedAt: !681)
!689 = !DILocation(line: 0, scope: !544, inlinedAt: !690)
!690 = distinct !DILocation(line: 36, column: 49, scope: !536, inlinedAt: !688)
!691 = !DILocation(line: 0, scope: !481, inlinedAt: !692)
!692 = distinct !DILocation(line: 36, column: 27, scope: !544, inlinedAt: !690)
!693 = !DILocation(line: 29, column: 33, scope: !481, inlinedAt: !692)
!694 = !DILocation(line: 29, column: 42, scope: !481, inlinedAt: !692)
!695 = !DILocation(line: 36, column: 49, scope: !544, inlinedAt: !690)
!696 = !DILocation(line: 36, column: 43, scope: !544, inlinedAt: !690)
!697 = !DILocation(line: 113, column: 14, scope: !678, inlinedAt: !681)
!698 = !DILocation(line: 115, column: 29, scope: !194)
!699 = !DILocation(line: 0, scope: !218, inlinedAt: !700)
!700 = distinct !DILocation(line: 116, column: 5, scope: !233)
!701 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !700)
!702 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !700)
!703 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !700)
!704 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !700)
!705 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !700)
!706 = !DILocation(line: 119, column: 3, scope: !194)
!707 = !DILocation(line: 0, scope: !250, inlinedAt: !708)
!708 = distinct !DILocation(line: 117, column: 3, scope: !233)
!709 = !DILocation(line: 0, scope: !256, inlinedAt: !710)
!710 = distinct !DILocation(line: 23, column: 13, scope: !250, inlinedAt: !708)
!711 = !DILocation(line: 23, column: 15, scope: !261, inlinedAt: !710)
!712 = !DILocation(line: 0, scope: !218, inlinedAt: !713)
!713 = distinct !DILocation(line: 23, column: 25, scope: !261, inlinedAt: !710)
!714 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !713)
!715 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !713)
!716 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !713)
!717 = !DILocation(line: 23, column: 31, scope: !261, inlinedAt: !710)
!718 = !DILocation(line: 23, column: 30, scope: !261, inlinedAt: !710)
!719 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !713)
!720 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !713)
!721 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !713)
!722 = !DILocation(line: 117, column: 3, scope: !233)
!723 = !DILocation(line: 0, scope: !218, inlinedAt: !724)
!724 = distinct !DILocation(line: 118, column: 5, scope: !725)
!725 = distinct !DILexicalBlock(scope: !194, file: !2, line: 117, column: 22)
!726 = !DILocation(line: 15, column: 7, scope: !225, inlinedAt: !724)
!727 = !DILocation(line: 15, column: 14, scope: !225, inlinedAt: !724)
!728 = !DILocation(line: 15, column: 7, scope: !218, inlinedAt: !724)
!729 = !DILocation(line: 16, column: 17, scope: !225, inlinedAt: !724)
!730 = !DILocation(line: 16, column: 5, scope: !225, inlinedAt: !724)
!731 = !DILocation(line: 16, column: 21, scope: !225, inlinedAt: !724)
!732 = !DILocation(line: 119, column: 3, scope: !725)

; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !114 {
  %1 = alloca %struct.Holder, align 4, !DIAssignID !133
    #dbg_value(i32 0, !118, !DIExpression(), !134)
    #dbg_value(i32 0, !119, !DIExpression(), !135)
  br label %57, !dbg !136

2:                                                ; preds = %130
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !137
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !138
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4), !dbg !139
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !140, !tbaa !141
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !145
    #dbg_value(i32 5, !146, !DIExpression(), !186)
    #dbg_value(ptr undef, !188, !DIExpression(), !195)
    #dbg_value(i32 5, !191, !DIExpression(), !195)
    #dbg_value(ptr undef, !197, !DIExpression(), !202)
    #dbg_value(i32 5, !200, !DIExpression(), !202)
    #dbg_value(i32 5, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !204)
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !205, !tbaa !141
  %9 = add nsw i32 %8, 1, !dbg !205
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !205, !tbaa !141
    #dbg_value(i32 5, !207, !DIExpression(), !212)
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !214, !tbaa !141
  %11 = icmp slt i32 %10, 64, !dbg !216
  br i1 %11, label %12, label %16, !dbg !217

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !218
  store i32 %13, ptr @_ZL6g_nlog, align 4, !dbg !218, !tbaa !141
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !219
  store i32 5, ptr %14, align 4, !dbg !220, !tbaa !141
    #dbg_value(i32 10, !149, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !204)
    #dbg_value(i32 777, !207, !DIExpression(), !221)
  %15 = icmp eq i32 %10, 63, !dbg !224
  br i1 %15, label %16, label %17, !dbg !225

16:                                               ; preds = %12, %2
    #dbg_value(ptr undef, !226, !DIExpression(), !232)
    #dbg_value(ptr undef, !234, !DIExpression(), !237)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !240, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !242)
  br label %24, !dbg !244

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !245
  store i32 %18, ptr @_ZL6g_nlog, align 4, !dbg !245, !tbaa !141
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13, !dbg !246
  store i32 777, ptr %19, align 4, !dbg !247, !tbaa !141
    #dbg_value(ptr undef, !226, !DIExpression(), !232)
    #dbg_value(ptr undef, !234, !DIExpression(), !237)
  store i32 %8, ptr @_ZL6g_live, align 4, !dbg !240, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !242)
  %20 = icmp slt i32 %10, 62, !dbg !248
  br i1 %20, label %21, label %24, !dbg !244

21:                                               ; preds = %17
    #dbg_value(i32 -5, !207, !DIExpression(), !242)
  %22 = add nsw i32 %10, 3, !dbg !249
  store i32 %22, ptr @_ZL6g_nlog, align 4, !dbg !249, !tbaa !141
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18, !dbg !250
  store i32 -5, ptr %23, align 4, !dbg !251, !tbaa !141
  br label %24, !dbg !250

24:                                               ; preds = %17, %21, %16
    #dbg_assign(i1 undef, !149, !DIExpression(), !133, ptr %1, !DIExpression(), !252)
    #dbg_value(i32 -4, !146, !DIExpression(), !254)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !255
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %25 unwind label %38, !dbg !256

25:                                               ; preds = %24
  %26 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !257
  %27 = load i32, ptr %26, align 4, !dbg !257, !tbaa !258
    #dbg_value(ptr %1, !226, !DIExpression(), !261)
    #dbg_value(ptr %1, !234, !DIExpression(), !263)
  %28 = load i32, ptr @_ZL6g_live, align 4, !dbg !265, !tbaa !141
  %29 = add nsw i32 %28, -1, !dbg !265
  store i32 %29, ptr @_ZL6g_live, align 4, !dbg !265, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !266)
  %30 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !268, !tbaa !141
  %31 = icmp slt i32 %30, 64, !dbg !269
  br i1 %31, label %32, label %37, !dbg !270

32:                                               ; preds = %25
  %33 = load i32, ptr %1, align 4, !dbg !271, !tbaa !272
    #dbg_value(!DIArgList(i32 0, i32 %33), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !266)
  %34 = sub nsw i32 0, %33, !dbg !273
    #dbg_value(i32 %34, !207, !DIExpression(), !266)
  %35 = add nsw i32 %30, 1, !dbg !274
  store i32 %35, ptr @_ZL6g_nlog, align 4, !dbg !274, !tbaa !141
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %30, !dbg !275
  store i32 %34, ptr %36, align 4, !dbg !276, !tbaa !141
  br label %37, !dbg !275

37:                                               ; preds = %32, %25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !277
  br label %51

38:                                               ; preds = %24
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError, !dbg !278
  %40 = extractvalue { ptr, i32 } %39, 1, !dbg !278
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !277
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !279
  %42 = icmp eq i32 %40, %41, !dbg !279
  br i1 %42, label %43, label %49, !dbg !279

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0, !dbg !278
  %45 = call ptr @__cxa_begin_catch(ptr %44) #11, !dbg !279
    #dbg_value(ptr %45, !151, !DIExpression(), !254)
  %46 = getelementptr inbounds i8, ptr %45, i32 12, !dbg !280
  %47 = load i32, ptr %46, align 4, !dbg !280, !tbaa !282
  %48 = add nsw i32 %47, -1000, !dbg !286
  call void @__cxa_end_catch(), !dbg !287
  br label %51

49:                                               ; preds = %125, %38
  %50 = phi { ptr, i32 } [ %39, %38 ], [ %126, %125 ]
  resume { ptr, i32 } %50, !dbg !134

51:                                               ; preds = %37, %43
  %52 = phi i32 [ %27, %37 ], [ %48, %43 ], !dbg !254
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %52), !dbg !288
    #dbg_value(!DIArgList(i32 %134, i32 2), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !134)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !289
    #dbg_value(i32 0, !131, !DIExpression(), !290)
  %55 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !291, !tbaa !141
  %56 = icmp sgt i32 %55, 0, !dbg !293
  br i1 %56, label %145, label %137, !dbg !294

57:                                               ; preds = %0, %130
  %58 = phi i32 [ 0, %0 ], [ %134, %130 ]
  %59 = phi i32 [ 0, %0 ], [ %135, %130 ]
    #dbg_value(i32 %58, !118, !DIExpression(), !134)
    #dbg_value(i32 %59, !119, !DIExpression(), !135)
    #dbg_value(i32 %59, !295, !DIExpression(), !308)
  invoke fastcc void @_ZL7throweri(i32 noundef %59)
          to label %130 unwind label %60, !dbg !310

60:                                               ; preds = %57
  %61 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !312
  %62 = extractvalue { ptr, i32 } %61, 0, !dbg !312
  %63 = extractvalue { ptr, i32 } %61, 1, !dbg !312
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !313
  %65 = icmp eq i32 %63, %64, !dbg !313
  br i1 %65, label %66, label %70, !dbg !313

66:                                               ; preds = %60
  %67 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !314
  %68 = load i32, ptr %67, align 4, !dbg !314, !tbaa !141
    #dbg_value(i32 %68, !307, !DIExpression(), !308)
  %69 = add nsw i32 %68, 100, !dbg !316
  tail call void @__cxa_end_catch() #11, !dbg !318
  br label %130

70:                                               ; preds = %60
  %71 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11, !dbg !313
  %72 = icmp eq i32 %63, %71, !dbg !313
  br i1 %72, label %73, label %79, !dbg !313

73:                                               ; preds = %70
  %74 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !319
  %75 = load double, ptr %74, align 4, !dbg !319, !tbaa !321
    #dbg_value(double %75, !305, !DIExpression(), !308)
  %76 = fmul double %75, 2.000000e+00, !dbg !323
  %77 = fptosi double %76 to i32, !dbg !324
  %78 = add nsw i32 %77, 200, !dbg !325
  tail call void @__cxa_end_catch() #11, !dbg !314
  br label %130

79:                                               ; preds = %70
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11, !dbg !313
  %81 = icmp eq i32 %63, %80, !dbg !313
  br i1 %81, label %82, label %91, !dbg !313

82:                                               ; preds = %79
  %83 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !326
    #dbg_value(ptr %83, !304, !DIExpression(), !308)
  %84 = getelementptr inbounds i8, ptr %83, i32 4, !dbg !328
  %85 = load i32, ptr %84, align 4, !dbg !328, !tbaa !329
  %86 = mul nsw i32 %85, 10, !dbg !330
  %87 = add nsw i32 %86, 300, !dbg !331
  %88 = getelementptr inbounds i8, ptr %83, i32 12, !dbg !332
  %89 = load i32, ptr %88, align 4, !dbg !332, !tbaa !282
  %90 = add nsw i32 %87, %89, !dbg !333
  tail call void @__cxa_end_catch(), !dbg !319
  br label %130

91:                                               ; preds = %79
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !313
  %93 = icmp eq i32 %63, %92, !dbg !313
  br i1 %93, label %94, label %105, !dbg !313

94:                                               ; preds = %91
  %95 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !334
    #dbg_value(ptr %95, !303, !DIExpression(), !308)
  %96 = getelementptr inbounds i8, ptr %95, i32 4, !dbg !335
  %97 = load i32, ptr %96, align 4, !dbg !335, !tbaa !329
  %98 = load ptr, ptr %95, align 4, !dbg !336, !tbaa !337
  %99 = getelementptr inbounds i8, ptr %98, i32 8, !dbg !336
  %100 = load ptr, ptr %99, align 4, !dbg !336
  %101 = invoke noundef i32 %100(ptr noundef nonnull align 4 dereferenceable(12) %95)
          to label %102 unwind label %125, !dbg !336

102:                                              ; preds = %94
  %103 = add nsw i32 %97, 400, !dbg !339
  %104 = add nsw i32 %103, %101, !dbg !340
  tail call void @__cxa_end_catch(), !dbg !326
  br label %130

105:                                              ; preds = %91
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11, !dbg !313
  %107 = icmp eq i32 %63, %106, !dbg !313
  br i1 %107, label %108, label %116, !dbg !313

108:                                              ; preds = %105
  %109 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !341
    #dbg_value(ptr %109, !299, !DIExpression(), !308)
  %110 = getelementptr inbounds i8, ptr %109, i32 4, !dbg !343
  %111 = load i32, ptr %110, align 4, !dbg !343, !tbaa !329
  %112 = add nsw i32 %111, 500, !dbg !344
    #dbg_value(i32 %112, !301, !DIExpression(), !345)
  %113 = load ptr, ptr %109, align 4, !dbg !346, !tbaa !337
  %114 = getelementptr inbounds i8, ptr %113, i32 4, !dbg !346
  %115 = load ptr, ptr %114, align 4, !dbg !346
  tail call void %115(ptr noundef nonnull align 4 dereferenceable(12) %109) #11, !dbg !346
  tail call void @__cxa_end_catch() #11, !dbg !334
  br label %130

116:                                              ; preds = %105
  %117 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !313
  %118 = icmp eq i32 %63, %117, !dbg !313
  %119 = tail call ptr @__cxa_begin_catch(ptr %62) #11, !dbg !308
  br i1 %118, label %120, label %124, !dbg !313

120:                                              ; preds = %116
    #dbg_value(ptr %119, !298, !DIExpression(), !308)
  %121 = load i8, ptr %119, align 1, !dbg !347, !tbaa !348
  %122 = icmp eq i8 %121, 99, !dbg !349
  %123 = select i1 %122, i32 601, i32 600, !dbg !350
  tail call void @__cxa_end_catch() #11, !dbg !341
  br label %130

124:                                              ; preds = %116
  tail call void @__cxa_end_catch(), !dbg !351
  br label %130

125:                                              ; preds = %94
  %126 = landingpad { ptr, i32 }
          cleanup, !dbg !353
  invoke void @__cxa_end_catch()
          to label %49 unwind label %127, !dbg !326

127:                                              ; preds = %125
  %128 = landingpad { ptr, i32 }
          catch ptr null, !dbg !326
  %129 = extractvalue { ptr, i32 } %128, 0, !dbg !326
  tail call void @__clang_call_terminate(ptr %129) #12, !dbg !326
  unreachable, !dbg !326

130:                                              ; preds = %57, %66, %73, %82, %102, %108, %120, %124
  %131 = phi i32 [ %69, %66 ], [ %78, %73 ], [ %90, %82 ], [ %104, %102 ], [ %112, %108 ], [ %123, %120 ], [ 999, %124 ], [ 0, %57 ], !dbg !308
    #dbg_value(i32 %131, !121, !DIExpression(), !354)
  %132 = load i32, ptr @_ZL6g_live, align 4, !dbg !355, !tbaa !141
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59, i32 noundef %131, i32 noundef %132), !dbg !356
  %134 = add nsw i32 %131, %58, !dbg !357
    #dbg_value(i32 %134, !118, !DIExpression(), !134)
  %135 = add nuw nsw i32 %59, 1, !dbg !358
    #dbg_value(i32 %135, !119, !DIExpression(), !135)
  %136 = icmp eq i32 %135, 8, !dbg !359
  br i1 %136, label %2, label %57, !dbg !136, !llvm.loop !360

137:                                              ; preds = %145, %51
  %138 = add nsw i32 %134, 2, !dbg !363
    #dbg_value(i32 %138, !118, !DIExpression(), !134)
  %139 = load i32, ptr @_ZL6g_live, align 4, !dbg !364, !tbaa !141
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %138, i32 noundef %139), !dbg !365
  %141 = load i32, ptr @_ZL6g_live, align 4, !dbg !366, !tbaa !141
  %142 = icmp eq i32 %141, 0, !dbg !367
  %143 = select i1 %142, ptr @.str.7, ptr @.str.8, !dbg !366
  %144 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %143), !dbg !368
  ret i32 0, !dbg !369

145:                                              ; preds = %51, %145
  %146 = phi i32 [ %150, %145 ], [ 0, %51 ]
    #dbg_value(i32 %146, !131, !DIExpression(), !290)
  %147 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %146, !dbg !370
  %148 = load i32, ptr %147, align 4, !dbg !370, !tbaa !141
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %148), !dbg !371
  %150 = add nuw nsw i32 %146, 1, !dbg !372
    #dbg_value(i32 %150, !131, !DIExpression(), !290)
  %151 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !291, !tbaa !141
  %152 = icmp slt i32 %150, %151, !dbg !293
  br i1 %152, label %145, label %137, !dbg !294, !llvm.loop !373
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !375 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !378 {
    #dbg_value(i32 %0, !380, !DIExpression(), !385)
    #dbg_value(i32 0, !381, !DIExpression(), !385)
    #dbg_value(i32 %0, !386, !DIExpression(), !390)
    #dbg_value(ptr undef, !197, !DIExpression(), !393)
    #dbg_value(i32 %0, !200, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !393)
    #dbg_value(i32 %0, !389, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !390)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !395, !tbaa !141
  %3 = add nsw i32 %2, 1, !dbg !395
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !395, !tbaa !141
    #dbg_value(i32 %0, !207, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !396)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !398, !tbaa !141
  %5 = icmp slt i32 %4, 64, !dbg !399
  br i1 %5, label %6, label %10, !dbg !400

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50, !dbg !401
    #dbg_value(i32 %7, !200, !DIExpression(), !393)
    #dbg_value(i32 %7, !389, !DIExpression(), !390)
    #dbg_value(i32 %7, !207, !DIExpression(), !396)
  %8 = add nsw i32 %4, 1, !dbg !402
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !402, !tbaa !141
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !403
  store i32 %7, ptr %9, align 4, !dbg !404, !tbaa !141
  br label %10, !dbg !403

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !405

11:                                               ; preds = %10
  %12 = landingpad { ptr, i32 }
          catch ptr null, !dbg !407
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !407
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #11, !dbg !408
  %15 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !409, !tbaa !141
  %16 = add nsw i32 %15, 1, !dbg !409
  store i32 %16, ptr @_ZL13rethrow_count, align 4, !dbg !409, !tbaa !141
  invoke void @__cxa_rethrow() #13
          to label %40 unwind label %17, !dbg !411

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !412
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !413

19:                                               ; preds = %17
    #dbg_value(ptr undef, !234, !DIExpression(), !414)
  %20 = load i32, ptr @_ZL6g_live, align 4, !dbg !416, !tbaa !141
  %21 = add nsw i32 %20, -1, !dbg !416
  store i32 %21, ptr @_ZL6g_live, align 4, !dbg !416, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !417)
  %22 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !419, !tbaa !141
  %23 = icmp slt i32 %22, 64, !dbg !420
  br i1 %23, label %24, label %41, !dbg !421

24:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 0, i32 %0), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !417)
  %25 = sub nsw i32 -50, %0, !dbg !422
    #dbg_value(i32 %25, !207, !DIExpression(), !417)
  %26 = add nsw i32 %22, 1, !dbg !423
  store i32 %26, ptr @_ZL6g_nlog, align 4, !dbg !423, !tbaa !141
  %27 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %22, !dbg !424
  store i32 %25, ptr %27, align 4, !dbg !425, !tbaa !141
  br label %41, !dbg !424

28:                                               ; preds = %10
    #dbg_value(ptr undef, !234, !DIExpression(), !426)
  %29 = load i32, ptr @_ZL6g_live, align 4, !dbg !428, !tbaa !141
  %30 = add nsw i32 %29, -1, !dbg !428
  store i32 %30, ptr @_ZL6g_live, align 4, !dbg !428, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !429)
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !431, !tbaa !141
  %32 = icmp slt i32 %31, 64, !dbg !432
  br i1 %32, label %33, label %69, !dbg !433

33:                                               ; preds = %28
    #dbg_value(!DIArgList(i32 0, i32 %0), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value), !429)
  %34 = sub nsw i32 -50, %0, !dbg !434
    #dbg_value(i32 %34, !207, !DIExpression(), !429)
  %35 = add nsw i32 %31, 1, !dbg !435
  store i32 %35, ptr @_ZL6g_nlog, align 4, !dbg !435, !tbaa !141
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31, !dbg !436
  store i32 %34, ptr %36, align 4, !dbg !437, !tbaa !141
  br label %69, !dbg !436

37:                                               ; preds = %17
  %38 = landingpad { ptr, i32 }
          catch ptr null, !dbg !413
  %39 = extractvalue { ptr, i32 } %38, 0, !dbg !413
  tail call void @__clang_call_terminate(ptr %39) #12, !dbg !413
  unreachable, !dbg !413

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { ptr, i32 } %18, 0, !dbg !438
  %43 = extractvalue { ptr, i32 } %18, 1, !dbg !438
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !439
  %45 = icmp eq i32 %43, %44, !dbg !439
  br i1 %45, label %46, label %57, !dbg !439

46:                                               ; preds = %41
  %47 = tail call ptr @__cxa_begin_catch(ptr %42) #11, !dbg !439
  %48 = load i32, ptr %47, align 4, !dbg !439, !tbaa !141
    #dbg_value(i32 %48, !382, !DIExpression(), !440)
    #dbg_value(i32 %48, !381, !DIExpression(), !385)
  %49 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !441
  %50 = add nsw i32 %48, 1, !dbg !443
    #dbg_value(ptr %49, !444, !DIExpression(), !449)
    #dbg_value(i32 %50, !447, !DIExpression(), !449)
    #dbg_value(ptr @.str.13, !448, !DIExpression(), !449)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %49, align 4, !dbg !451, !tbaa !337
  %51 = getelementptr inbounds i8, ptr %49, i32 4, !dbg !452
  store i32 %50, ptr %51, align 4, !dbg !452, !tbaa !329
  %52 = getelementptr inbounds i8, ptr %49, i32 8, !dbg !453
  store ptr @.str.13, ptr %52, align 4, !dbg !453, !tbaa !454
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %72 unwind label %53, !dbg !441

53:                                               ; preds = %46
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !455
  %55 = extractvalue { ptr, i32 } %54, 0, !dbg !455
  %56 = extractvalue { ptr, i32 } %54, 1, !dbg !455
  tail call void @__cxa_end_catch() #11, !dbg !456
  br label %57, !dbg !456

57:                                               ; preds = %53, %41
  %58 = phi i32 [ %56, %53 ], [ %43, %41 ], !dbg !457
  %59 = phi ptr [ %55, %53 ], [ %42, %41 ], !dbg !457
  %60 = phi i32 [ %48, %53 ], [ 0, %41 ], !dbg !385
    #dbg_value(i32 %60, !381, !DIExpression(), !385)
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !458
  %62 = icmp eq i32 %58, %61, !dbg !458
  %63 = tail call ptr @__cxa_begin_catch(ptr %59) #11, !dbg !385
  br i1 %62, label %64, label %71, !dbg !458

64:                                               ; preds = %57
    #dbg_value(ptr %63, !384, !DIExpression(), !385)
  %65 = getelementptr inbounds i8, ptr %63, i32 4, !dbg !459
  %66 = load i32, ptr %65, align 4, !dbg !459, !tbaa !329
  %67 = mul nsw i32 %66, 100, !dbg !461
  %68 = add nsw i32 %67, %60, !dbg !462
    #dbg_value(i32 %68, !381, !DIExpression(), !385)
  tail call void @__cxa_end_catch(), !dbg !463
  br label %69, !dbg !463

69:                                               ; preds = %33, %28, %64, %71
  %70 = phi i32 [ %68, %64 ], [ -1, %71 ], [ 0, %28 ], [ 0, %33 ], !dbg !385
    #dbg_value(i32 %70, !381, !DIExpression(), !385)
  ret i32 %70, !dbg !464

71:                                               ; preds = %57
    #dbg_value(i32 -1, !381, !DIExpression(), !385)
  tail call void @__cxa_end_catch(), !dbg !465
  br label %69, !dbg !465

72:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !467 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !470 {
    #dbg_value(i32 %0, !472, !DIExpression(), !474)
    #dbg_value(ptr undef, !197, !DIExpression(), !475)
    #dbg_value(i32 %0, !200, !DIExpression(), !475)
    #dbg_value(i32 %0, !473, !DIExpression(), !474)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !477, !tbaa !141
  %3 = add nsw i32 %2, 1, !dbg !477
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !477, !tbaa !141
    #dbg_value(i32 %0, !207, !DIExpression(), !478)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !480, !tbaa !141
  %5 = icmp slt i32 %4, 64, !dbg !481
  br i1 %5, label %6, label %9, !dbg !482

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !483
  store i32 %7, ptr @_ZL6g_nlog, align 4, !dbg !483, !tbaa !141
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !484
  store i32 %0, ptr %8, align 4, !dbg !485, !tbaa !141
  br label %9, !dbg !484

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
  ], !dbg !486

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !487
  store i32 42, ptr %12, align 16, !dbg !487, !tbaa !141
  br label %36

13:                                               ; preds = %36, %49
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !489
  br label %61, !dbg !489

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 8) #11, !dbg !490
  store double 3.500000e+00, ptr %16, align 16, !dbg !490, !tbaa !321
  br label %36

17:                                               ; preds = %9
  %18 = tail call ptr @__cxa_allocate_exception(i32 12) #11, !dbg !491
    #dbg_value(ptr %18, !444, !DIExpression(), !492)
    #dbg_value(i32 7, !447, !DIExpression(), !492)
    #dbg_value(ptr @.str.9, !448, !DIExpression(), !492)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %18, align 4, !dbg !494, !tbaa !337
  %19 = getelementptr inbounds i8, ptr %18, i32 4, !dbg !495
  store i32 7, ptr %19, align 4, !dbg !495, !tbaa !329
  %20 = getelementptr inbounds i8, ptr %18, i32 8, !dbg !496
  store ptr @.str.9, ptr %20, align 4, !dbg !496, !tbaa !454
  br label %49

21:                                               ; preds = %9
  %22 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !497
    #dbg_value(ptr %22, !498, !DIExpression(), !504)
    #dbg_value(i32 9, !501, !DIExpression(), !504)
    #dbg_value(i32 3, !502, !DIExpression(), !504)
    #dbg_value(ptr %22, !444, !DIExpression(), !506)
    #dbg_value(i32 9, !447, !DIExpression(), !506)
    #dbg_value(ptr @.str.12, !448, !DIExpression(), !506)
  %23 = getelementptr inbounds i8, ptr %22, i32 4, !dbg !508
  store i32 9, ptr %23, align 4, !dbg !508, !tbaa !329
  %24 = getelementptr inbounds i8, ptr %22, i32 8, !dbg !509
  store ptr @.str.12, ptr %24, align 4, !dbg !509, !tbaa !454
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %22, align 4, !dbg !510, !tbaa !337
  %25 = getelementptr inbounds i8, ptr %22, i32 12, !dbg !511
  store i32 3, ptr %25, align 4, !dbg !511, !tbaa !282
  br label %49

26:                                               ; preds = %9
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !512
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwj(i32 noundef 12) #14
          to label %29 unwind label %32, !dbg !513, !heapallocsite !157

29:                                               ; preds = %26
    #dbg_value(ptr %28, !444, !DIExpression(), !514)
    #dbg_value(i32 11, !447, !DIExpression(), !514)
    #dbg_value(ptr @.str.10, !448, !DIExpression(), !514)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %28, align 4, !dbg !516, !tbaa !337
  %30 = getelementptr inbounds i8, ptr %28, i32 4, !dbg !517
  store i32 11, ptr %30, align 4, !dbg !517, !tbaa !329
  %31 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !518
  store ptr @.str.10, ptr %31, align 4, !dbg !518, !tbaa !454
  store ptr %28, ptr %27, align 16, !dbg !512, !tbaa !519
  br label %36

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !489
  tail call void @__cxa_free_exception(ptr %27) #11, !dbg !512
  br label %61, !dbg !512

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !520
  store ptr @.str.11, ptr %35, align 16, !dbg !520, !tbaa !519
  br label %36

36:                                               ; preds = %11, %15, %29, %34
  %37 = phi ptr [ %35, %34 ], [ %27, %29 ], [ %16, %15 ], [ %12, %11 ]
  %38 = phi ptr [ @_ZTIPKc, %34 ], [ @_ZTIP5Error, %29 ], [ @_ZTId, %15 ], [ @_ZTIi, %11 ]
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull %38, ptr null) #13
          to label %39 unwind label %13, !dbg !521

39:                                               ; preds = %36
  unreachable

40:                                               ; preds = %9
  %41 = tail call ptr @__cxa_allocate_exception(i32 4) #11, !dbg !522
    #dbg_value(ptr %41, !197, !DIExpression(), !523)
    #dbg_value(i32 600, !200, !DIExpression(), !523)
  store i32 600, ptr %41, align 4, !dbg !525, !tbaa !272
  %42 = load i32, ptr @_ZL6g_live, align 4, !dbg !526, !tbaa !141
  %43 = add nsw i32 %42, 1, !dbg !526
  store i32 %43, ptr @_ZL6g_live, align 4, !dbg !526, !tbaa !141
    #dbg_value(i32 600, !207, !DIExpression(), !527)
  %44 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !529, !tbaa !141
  %45 = icmp slt i32 %44, 64, !dbg !530
  br i1 %45, label %46, label %49, !dbg !531

46:                                               ; preds = %40
  %47 = add nsw i32 %44, 1, !dbg !532
  store i32 %47, ptr @_ZL6g_nlog, align 4, !dbg !532, !tbaa !141
  %48 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %44, !dbg !533
  store i32 600, ptr %48, align 4, !dbg !534, !tbaa !141
  br label %49, !dbg !533

49:                                               ; preds = %40, %46, %17, %21
  %50 = phi ptr [ %22, %21 ], [ %18, %17 ], [ %41, %46 ], [ %41, %40 ]
  %51 = phi ptr [ @_ZTI7IoError, %21 ], [ @_ZTI5Error, %17 ], [ @_ZTI6Tracer, %46 ], [ @_ZTI6Tracer, %40 ]
  %52 = phi ptr [ @_ZN5ErrorD2Ev, %21 ], [ @_ZN5ErrorD2Ev, %17 ], [ @_ZN6TracerD2Ev, %46 ], [ @_ZN6TracerD2Ev, %40 ]
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52) #13
          to label %53 unwind label %13, !dbg !521

53:                                               ; preds = %49
  unreachable

54:                                               ; preds = %9
    #dbg_value(ptr undef, !234, !DIExpression(), !535)
  store i32 %2, ptr @_ZL6g_live, align 4, !dbg !537, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !538)
  %55 = icmp slt i32 %10, 64, !dbg !540
  br i1 %55, label %56, label %60, !dbg !541

56:                                               ; preds = %54
    #dbg_value(!DIArgList(i32 0, i32 %0), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !538)
  %57 = sub nsw i32 0, %0, !dbg !542
    #dbg_value(i32 %57, !207, !DIExpression(), !538)
  %58 = add nsw i32 %10, 1, !dbg !543
  store i32 %58, ptr @_ZL6g_nlog, align 4, !dbg !543, !tbaa !141
  %59 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10, !dbg !544
  store i32 %57, ptr %59, align 4, !dbg !545, !tbaa !141
  br label %60, !dbg !544

60:                                               ; preds = %54, %56
  ret void, !dbg !546

61:                                               ; preds = %32, %13
  %62 = phi { ptr, i32 } [ %14, %13 ], [ %33, %32 ]
    #dbg_value(ptr undef, !234, !DIExpression(), !547)
  %63 = load i32, ptr @_ZL6g_live, align 4, !dbg !549, !tbaa !141
  %64 = add nsw i32 %63, -1, !dbg !549
  store i32 %64, ptr @_ZL6g_live, align 4, !dbg !549, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !550)
  %65 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !552, !tbaa !141
  %66 = icmp slt i32 %65, 64, !dbg !553
  br i1 %66, label %67, label %71, !dbg !554

67:                                               ; preds = %61
    #dbg_value(!DIArgList(i32 0, i32 %0), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !550)
  %68 = sub nsw i32 0, %0, !dbg !555
    #dbg_value(i32 %68, !207, !DIExpression(), !550)
  %69 = add nsw i32 %65, 1, !dbg !556
  store i32 %69, ptr @_ZL6g_nlog, align 4, !dbg !556, !tbaa !141
  %70 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %65, !dbg !557
  store i32 %68, ptr %70, align 4, !dbg !558, !tbaa !141
  br label %71, !dbg !557

71:                                               ; preds = %61, %67
  resume { ptr, i32 } %62, !dbg !546
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

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !559 {
    #dbg_value(ptr %0, !561, !DIExpression(), !562)
  ret void, !dbg !563
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !235 {
    #dbg_value(ptr %0, !234, !DIExpression(), !564)
  %2 = load i32, ptr @_ZL6g_live, align 4, !dbg !565, !tbaa !141
  %3 = add nsw i32 %2, -1, !dbg !565
  store i32 %3, ptr @_ZL6g_live, align 4, !dbg !565, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !566)
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !568, !tbaa !141
  %5 = icmp slt i32 %4, 64, !dbg !569
  br i1 %5, label %6, label %11, !dbg !570

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !dbg !571, !tbaa !272
    #dbg_value(!DIArgList(i32 0, i32 %7), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !566)
  %8 = sub nsw i32 0, %7, !dbg !572
    #dbg_value(i32 %8, !207, !DIExpression(), !566)
  %9 = add nsw i32 %4, 1, !dbg !573
  store i32 %9, ptr @_ZL6g_nlog, align 4, !dbg !573, !tbaa !141
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4, !dbg !574
  store i32 %8, ptr %10, align 4, !dbg !575, !tbaa !141
  br label %11, !dbg !574

11:                                               ; preds = %1, %6
  ret void, !dbg !576
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !577 {
    #dbg_value(ptr %0, !579, !DIExpression(), !580)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 12) #15, !dbg !581
  ret void, !dbg !582
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 !dbg !583 {
    #dbg_value(ptr %0, !585, !DIExpression(), !587)
  ret i32 1, !dbg !588
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 !dbg !589 {
    #dbg_value(ptr %0, !594, !DIExpression(), !595)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 16) #15, !dbg !596
  ret void, !dbg !596
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !597 {
    #dbg_value(ptr %0, !599, !DIExpression(), !601)
  ret i32 2, !dbg !602
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !189 {
    #dbg_value(ptr %0, !188, !DIExpression(), !603)
    #dbg_value(i32 %1, !191, !DIExpression(), !603)
    #dbg_value(ptr %0, !197, !DIExpression(), !604)
    #dbg_value(i32 %1, !200, !DIExpression(), !604)
  store i32 %1, ptr %0, align 4, !dbg !606, !tbaa !272
  %3 = load i32, ptr @_ZL6g_live, align 4, !dbg !607, !tbaa !141
  %4 = add nsw i32 %3, 1, !dbg !607
  store i32 %4, ptr @_ZL6g_live, align 4, !dbg !607, !tbaa !141
    #dbg_value(i32 %1, !207, !DIExpression(), !608)
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !610, !tbaa !141
  %6 = icmp slt i32 %5, 64, !dbg !611
  br i1 %6, label %7, label %10, !dbg !612

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1, !dbg !613
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !613, !tbaa !141
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5, !dbg !614
  store i32 %1, ptr %9, align 4, !dbg !615, !tbaa !141
  br label %10, !dbg !614

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
    #dbg_value(i32 %1, !616, !DIExpression(), !619)
  %12 = icmp slt i32 %1, 0, !dbg !621
  br i1 %12, label %13, label %20, !dbg !623

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #11, !dbg !624
  %15 = sub nsw i32 0, %1, !dbg !625
    #dbg_value(ptr %14, !498, !DIExpression(), !626)
    #dbg_value(i32 %1, !501, !DIExpression(), !626)
    #dbg_value(i32 %15, !502, !DIExpression(), !626)
    #dbg_value(ptr %14, !444, !DIExpression(), !628)
    #dbg_value(i32 %1, !447, !DIExpression(), !628)
    #dbg_value(ptr @.str.12, !448, !DIExpression(), !628)
  %16 = getelementptr inbounds i8, ptr %14, i32 4, !dbg !630
  store i32 %1, ptr %16, align 4, !dbg !630, !tbaa !329
  %17 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !631
  store ptr @.str.12, ptr %17, align 4, !dbg !631, !tbaa !454
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !dbg !632, !tbaa !337
  %18 = getelementptr inbounds i8, ptr %14, i32 12, !dbg !633
  store i32 %15, ptr %18, align 4, !dbg !633, !tbaa !282
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %19 unwind label %28, !dbg !624

19:                                               ; preds = %13
  unreachable, !dbg !624

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1, !dbg !634
  %22 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !635
  store i32 %21, ptr %22, align 4, !dbg !635, !tbaa !258
    #dbg_value(i32 777, !207, !DIExpression(), !636)
  %23 = icmp slt i32 %11, 64, !dbg !638
  br i1 %23, label %24, label %27, !dbg !639

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1, !dbg !640
  store i32 %25, ptr @_ZL6g_nlog, align 4, !dbg !640, !tbaa !141
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11, !dbg !641
  store i32 777, ptr %26, align 4, !dbg !642, !tbaa !141
  br label %27, !dbg !641

27:                                               ; preds = %20, %24
  ret void, !dbg !643

28:                                               ; preds = %13
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !643
    #dbg_value(ptr %0, !234, !DIExpression(), !644)
  %30 = load i32, ptr @_ZL6g_live, align 4, !dbg !646, !tbaa !141
  %31 = add nsw i32 %30, -1, !dbg !646
  store i32 %31, ptr @_ZL6g_live, align 4, !dbg !646, !tbaa !141
    #dbg_value(!DIArgList(i32 poison, i32 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !647)
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !649, !tbaa !141
  %33 = icmp slt i32 %32, 64, !dbg !650
  br i1 %33, label %34, label %39, !dbg !651

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !dbg !652, !tbaa !272
    #dbg_value(!DIArgList(i32 0, i32 %35), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !647)
  %36 = sub nsw i32 0, %35, !dbg !653
    #dbg_value(i32 %36, !207, !DIExpression(), !647)
  %37 = add nsw i32 %32, 1, !dbg !654
  store i32 %37, ptr @_ZL6g_nlog, align 4, !dbg !654, !tbaa !141
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32, !dbg !655
  store i32 %36, ptr %38, align 4, !dbg !656, !tbaa !141
  br label %39, !dbg !655

39:                                               ; preds = %34, %28
  %40 = extractvalue { ptr, i32 } %29, 1, !dbg !643
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11, !dbg !657
  %42 = icmp eq i32 %40, %41, !dbg !657
  br i1 %42, label %43, label %55, !dbg !657

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %29, 0, !dbg !643
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #11, !dbg !657
    #dbg_value(ptr %45, !192, !DIExpression(), !603)
    #dbg_value(i32 888, !207, !DIExpression(), !658)
  %46 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !661, !tbaa !141
  %47 = icmp slt i32 %46, 64, !dbg !662
  br i1 %47, label %48, label %51, !dbg !663

48:                                               ; preds = %43
  %49 = add nsw i32 %46, 1, !dbg !664
  store i32 %49, ptr @_ZL6g_nlog, align 4, !dbg !664, !tbaa !141
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %46, !dbg !665
  store i32 888, ptr %50, align 4, !dbg !666, !tbaa !141
  br label %51, !dbg !665

51:                                               ; preds = %43, %48
  invoke void @__cxa_rethrow()
          to label %52 unwind label %53, !dbg !667

52:                                               ; preds = %51
  unreachable, !dbg !667

53:                                               ; preds = %51
  %54 = landingpad { ptr, i32 }
          cleanup, !dbg !643
  invoke void @__cxa_end_catch()
          to label %55 unwind label %57, !dbg !667

55:                                               ; preds = %53, %39
  %56 = phi { ptr, i32 } [ %29, %39 ], [ %54, %53 ], !dbg !657
  resume { ptr, i32 } %56, !dbg !657

57:                                               ; preds = %53
  %58 = landingpad { ptr, i32 }
          catch ptr null, !dbg !667
  %59 = extractvalue { ptr, i32 } %58, 0, !dbg !667
  tail call void @__clang_call_terminate(ptr %59) #12, !dbg !667
  unreachable, !dbg !667
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

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
!105 = !{i32 1, !"NumRegisterParameters", i32 0}
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !115, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!12}
!117 = !{!118, !119, !121, !124, !131}
!118 = !DILocalVariable(name: "total", scope: !114, file: !2, line: 135, type: !12)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 136, type: !12)
!120 = distinct !DILexicalBlock(scope: !114, file: !2, line: 136, column: 3)
!121 = !DILocalVariable(name: "c", scope: !122, file: !2, line: 137, type: !12)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 136, column: 32)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 136, column: 3)
!124 = !DILocalVariable(name: "nt", scope: !114, file: !2, line: 144, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !126, identifier: "_ZTS7NoThrow")
!126 = !{!127}
!127 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !125, file: !2, line: 131, type: !128, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!12, !130, !12}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 147, type: !12)
!132 = distinct !DILexicalBlock(scope: !114, file: !2, line: 147, column: 3)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 0, scope: !114)
!135 = !DILocation(line: 0, scope: !120)
!136 = !DILocation(line: 136, column: 3, scope: !120)
!137 = !DILocation(line: 141, column: 29, scope: !114)
!138 = !DILocation(line: 141, column: 40, scope: !114)
!139 = !DILocation(line: 141, column: 3, scope: !114)
!140 = !DILocation(line: 142, column: 28, scope: !114)
!141 = !{!142, !142, i64 0}
!142 = !{!"int", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C++ TBAA"}
!145 = !DILocation(line: 142, column: 3, scope: !114)
!146 = !DILocalVariable(name: "x", arg: 1, scope: !147, file: !2, line: 123, type: !12)
!147 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !148)
!148 = !{!146, !149, !151}
!149 = !DILocalVariable(name: "h", scope: !150, file: !2, line: 124, type: !28)
!150 = distinct !DILexicalBlock(scope: !147, file: !2, line: 123, column: 31)
!151 = !DILocalVariable(name: "e", scope: !147, file: !2, line: 126, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !153, size: 32)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !155, vtableHolder: !157, identifier: "_ZTS7IoError")
!155 = !{!156, !177, !178, !182}
!156 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !154, baseType: !157, extraData: i32 0)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !158, vtableHolder: !157, identifier: "_ZTS5Error")
!158 = !{!159, !162, !163, !165, !169, !172}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !160, size: 32, flags: DIFlagArtificial)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !115, size: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !157, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !157, file: !2, line: 28, baseType: !164, size: 32, offset: 64)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!165 = !DISubprogram(name: "Error", scope: !157, file: !2, line: 29, type: !166, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168, !12, !164}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DISubprogram(name: "~Error", scope: !157, file: !2, line: 30, type: !170, scopeLine: 30, containingType: !157, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !168}
!172 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !157, file: !2, line: 31, type: !173, scopeLine: 31, containingType: !157, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!12, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !154, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!178 = !DISubprogram(name: "IoError", scope: !154, file: !2, line: 36, type: !179, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !181, !12, !12}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!182 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !154, file: !2, line: 37, type: !183, scopeLine: 37, containingType: !154, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!12, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!186 = !DILocation(line: 0, scope: !147, inlinedAt: !187)
!187 = distinct !DILocation(line: 143, column: 30, scope: !114)
!188 = !DILocalVariable(name: "this", arg: 1, scope: !189, type: !194, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !35, retainedNodes: !190)
!190 = !{!188, !191, !192}
!191 = !DILocalVariable(name: "x", arg: 2, scope: !189, file: !2, line: 115, type: !12)
!192 = !DILocalVariable(name: "e", scope: !189, file: !2, line: 117, type: !193)
!193 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 32)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!195 = !DILocation(line: 0, scope: !189, inlinedAt: !196)
!196 = distinct !DILocation(line: 124, column: 10, scope: !150, inlinedAt: !187)
!197 = !DILocalVariable(name: "this", arg: 1, scope: !198, type: !201, flags: DIFlagArtificial | DIFlagObjectPointer)
!198 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !16, retainedNodes: !199)
!199 = !{!197, !200}
!200 = !DILocalVariable(name: "i", arg: 2, scope: !198, file: !2, line: 21, type: !12)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!202 = !DILocation(line: 0, scope: !198, inlinedAt: !203)
!203 = distinct !DILocation(line: 115, column: 23, scope: !189, inlinedAt: !196)
!204 = !DILocation(line: 0, scope: !150, inlinedAt: !187)
!205 = !DILocation(line: 21, column: 36, scope: !206, inlinedAt: !203)
!206 = distinct !DILexicalBlock(scope: !198, file: !2, line: 21, column: 34)
!207 = !DILocalVariable(name: "v", arg: 1, scope: !208, file: !2, line: 14, type: !12)
!208 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !209, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !12}
!211 = !{!207}
!212 = !DILocation(line: 0, scope: !208, inlinedAt: !213)
!213 = distinct !DILocation(line: 21, column: 46, scope: !206, inlinedAt: !203)
!214 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !213)
!215 = distinct !DILexicalBlock(scope: !208, file: !2, line: 15, column: 7)
!216 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !213)
!217 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !213)
!218 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !213)
!219 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !213)
!220 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !213)
!221 = !DILocation(line: 0, scope: !208, inlinedAt: !222)
!222 = distinct !DILocation(line: 116, column: 5, scope: !223, inlinedAt: !196)
!223 = distinct !DILexicalBlock(scope: !189, file: !2, line: 115, column: 41)
!224 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !222)
!225 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !222)
!226 = !DILocalVariable(name: "this", arg: 1, scope: !227, type: !194, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !228, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !230, retainedNodes: !231)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !38}
!230 = !DISubprogram(name: "~Holder", scope: !28, type: !228, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !{!226}
!232 = !DILocation(line: 0, scope: !227, inlinedAt: !233)
!233 = distinct !DILocation(line: 126, column: 1, scope: !147, inlinedAt: !187)
!234 = !DILocalVariable(name: "this", arg: 1, scope: !235, type: !201, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !25, retainedNodes: !236)
!236 = !{!234}
!237 = !DILocation(line: 0, scope: !235, inlinedAt: !238)
!238 = distinct !DILocation(line: 108, column: 8, scope: !239, inlinedAt: !233)
!239 = distinct !DILexicalBlock(scope: !227, file: !2, line: 108, column: 8)
!240 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !238)
!241 = distinct !DILexicalBlock(scope: !235, file: !2, line: 23, column: 13)
!242 = !DILocation(line: 0, scope: !208, inlinedAt: !243)
!243 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !238)
!244 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !243)
!245 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !222)
!246 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !222)
!247 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !222)
!248 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !243)
!249 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !243)
!250 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !243)
!251 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !243)
!252 = !DILocation(line: 0, scope: !150, inlinedAt: !253)
!253 = distinct !DILocation(line: 143, column: 42, scope: !114)
!254 = !DILocation(line: 0, scope: !147, inlinedAt: !253)
!255 = !DILocation(line: 124, column: 3, scope: !150, inlinedAt: !253)
!256 = !DILocation(line: 124, column: 10, scope: !150, inlinedAt: !253)
!257 = !DILocation(line: 125, column: 12, scope: !150, inlinedAt: !253)
!258 = !{!259, !142, i64 4}
!259 = !{!"_ZTS6Holder", !260, i64 0, !142, i64 4}
!260 = !{!"_ZTS6Tracer", !142, i64 0}
!261 = !DILocation(line: 0, scope: !227, inlinedAt: !262)
!262 = distinct !DILocation(line: 126, column: 1, scope: !147, inlinedAt: !253)
!263 = !DILocation(line: 0, scope: !235, inlinedAt: !264)
!264 = distinct !DILocation(line: 108, column: 8, scope: !239, inlinedAt: !262)
!265 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !264)
!266 = !DILocation(line: 0, scope: !208, inlinedAt: !267)
!267 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !264)
!268 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !267)
!269 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !267)
!270 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !267)
!271 = !DILocation(line: 23, column: 31, scope: !241, inlinedAt: !264)
!272 = !{!260, !142, i64 0}
!273 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !264)
!274 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !267)
!275 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !267)
!276 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !267)
!277 = !DILocation(line: 126, column: 1, scope: !147, inlinedAt: !253)
!278 = !DILocation(line: 128, column: 1, scope: !150, inlinedAt: !253)
!279 = !DILocation(line: 126, column: 1, scope: !150, inlinedAt: !253)
!280 = !DILocation(line: 127, column: 20, scope: !281, inlinedAt: !253)
!281 = distinct !DILexicalBlock(scope: !147, file: !2, line: 126, column: 28)
!282 = !{!283, !142, i64 12}
!283 = !{!"_ZTS7IoError", !284, i64 0, !142, i64 12}
!284 = !{!"_ZTS5Error", !142, i64 4, !285, i64 8}
!285 = !{!"any pointer", !143, i64 0}
!286 = !DILocation(line: 127, column: 16, scope: !281, inlinedAt: !253)
!287 = !DILocation(line: 128, column: 1, scope: !281, inlinedAt: !253)
!288 = !DILocation(line: 143, column: 3, scope: !114)
!289 = !DILocation(line: 146, column: 3, scope: !114)
!290 = !DILocation(line: 0, scope: !132)
!291 = !DILocation(line: 147, column: 23, scope: !292)
!292 = distinct !DILexicalBlock(scope: !132, file: !2, line: 147, column: 3)
!293 = !DILocation(line: 147, column: 21, scope: !292)
!294 = !DILocation(line: 147, column: 3, scope: !132)
!295 = !DILocalVariable(name: "how", arg: 1, scope: !296, file: !2, line: 54, type: !12)
!296 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !297)
!297 = !{!295, !298, !299, !301, !303, !304, !305, !307}
!298 = !DILocalVariable(name: "s", scope: !296, file: !2, line: 69, type: !164)
!299 = !DILocalVariable(name: "p", scope: !296, file: !2, line: 65, type: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 32)
!301 = !DILocalVariable(name: "r", scope: !302, file: !2, line: 66, type: !12)
!302 = distinct !DILexicalBlock(scope: !296, file: !2, line: 65, column: 22)
!303 = !DILocalVariable(name: "e", scope: !296, file: !2, line: 63, type: !193)
!304 = !DILocalVariable(name: "e", scope: !296, file: !2, line: 61, type: !152)
!305 = !DILocalVariable(name: "d", scope: !296, file: !2, line: 59, type: !306)
!306 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!307 = !DILocalVariable(name: "v", scope: !296, file: !2, line: 57, type: !12)
!308 = !DILocation(line: 0, scope: !296, inlinedAt: !309)
!309 = distinct !DILocation(line: 137, column: 13, scope: !122)
!310 = !DILocation(line: 56, column: 5, scope: !311, inlinedAt: !309)
!311 = distinct !DILexicalBlock(scope: !296, file: !2, line: 55, column: 7)
!312 = !DILocation(line: 75, column: 1, scope: !311, inlinedAt: !309)
!313 = !DILocation(line: 57, column: 3, scope: !311, inlinedAt: !309)
!314 = !DILocation(line: 61, column: 3, scope: !315, inlinedAt: !309)
!315 = distinct !DILexicalBlock(scope: !296, file: !2, line: 59, column: 22)
!316 = !DILocation(line: 58, column: 16, scope: !317, inlinedAt: !309)
!317 = distinct !DILexicalBlock(scope: !296, file: !2, line: 57, column: 19)
!318 = !DILocation(line: 59, column: 3, scope: !317, inlinedAt: !309)
!319 = !DILocation(line: 63, column: 3, scope: !320, inlinedAt: !309)
!320 = distinct !DILexicalBlock(scope: !296, file: !2, line: 61, column: 30)
!321 = !{!322, !322, i64 0}
!322 = !{!"double", !143, i64 0}
!323 = !DILocation(line: 60, column: 26, scope: !315, inlinedAt: !309)
!324 = !DILocation(line: 60, column: 23, scope: !315, inlinedAt: !309)
!325 = !DILocation(line: 60, column: 16, scope: !315, inlinedAt: !309)
!326 = !DILocation(line: 65, column: 3, scope: !327, inlinedAt: !309)
!327 = distinct !DILexicalBlock(scope: !296, file: !2, line: 63, column: 22)
!328 = !DILocation(line: 62, column: 20, scope: !320, inlinedAt: !309)
!329 = !{!284, !142, i64 4}
!330 = !DILocation(line: 62, column: 25, scope: !320, inlinedAt: !309)
!331 = !DILocation(line: 62, column: 16, scope: !320, inlinedAt: !309)
!332 = !DILocation(line: 62, column: 34, scope: !320, inlinedAt: !309)
!333 = !DILocation(line: 62, column: 30, scope: !320, inlinedAt: !309)
!334 = !DILocation(line: 69, column: 3, scope: !302, inlinedAt: !309)
!335 = !DILocation(line: 64, column: 20, scope: !327, inlinedAt: !309)
!336 = !DILocation(line: 64, column: 29, scope: !327, inlinedAt: !309)
!337 = !{!338, !338, i64 0}
!338 = !{!"vtable pointer", !144, i64 0}
!339 = !DILocation(line: 64, column: 16, scope: !327, inlinedAt: !309)
!340 = !DILocation(line: 64, column: 25, scope: !327, inlinedAt: !309)
!341 = !DILocation(line: 71, column: 3, scope: !342, inlinedAt: !309)
!342 = distinct !DILexicalBlock(scope: !296, file: !2, line: 69, column: 27)
!343 = !DILocation(line: 66, column: 22, scope: !302, inlinedAt: !309)
!344 = !DILocation(line: 66, column: 17, scope: !302, inlinedAt: !309)
!345 = !DILocation(line: 0, scope: !302, inlinedAt: !309)
!346 = !DILocation(line: 67, column: 5, scope: !302, inlinedAt: !309)
!347 = !DILocation(line: 70, column: 19, scope: !342, inlinedAt: !309)
!348 = !{!143, !143, i64 0}
!349 = !DILocation(line: 70, column: 24, scope: !342, inlinedAt: !309)
!350 = !DILocation(line: 70, column: 16, scope: !342, inlinedAt: !309)
!351 = !DILocation(line: 73, column: 3, scope: !352, inlinedAt: !309)
!352 = distinct !DILexicalBlock(scope: !296, file: !2, line: 71, column: 17)
!353 = !DILocation(line: 75, column: 1, scope: !327, inlinedAt: !309)
!354 = !DILocation(line: 0, scope: !122)
!355 = !DILocation(line: 138, column: 50, scope: !122)
!356 = !DILocation(line: 138, column: 5, scope: !122)
!357 = !DILocation(line: 139, column: 11, scope: !122)
!358 = !DILocation(line: 136, column: 27, scope: !123)
!359 = !DILocation(line: 136, column: 21, scope: !123)
!360 = distinct !{!360, !136, !361, !362}
!361 = !DILocation(line: 140, column: 3, scope: !120)
!362 = !{!"llvm.loop.mustprogress"}
!363 = !DILocation(line: 145, column: 9, scope: !114)
!364 = !DILocation(line: 149, column: 41, scope: !114)
!365 = !DILocation(line: 149, column: 3, scope: !114)
!366 = !DILocation(line: 150, column: 8, scope: !114)
!367 = !DILocation(line: 150, column: 15, scope: !114)
!368 = !DILocation(line: 150, column: 3, scope: !114)
!369 = !DILocation(line: 151, column: 3, scope: !114)
!370 = !DILocation(line: 148, column: 19, scope: !292)
!371 = !DILocation(line: 148, column: 5, scope: !292)
!372 = !DILocation(line: 147, column: 31, scope: !292)
!373 = distinct !{!373, !294, !374, !362}
!374 = !DILocation(line: 148, column: 27, scope: !132)
!375 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!12, !164, null}
!378 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !379)
!379 = !{!380, !381, !382, !384}
!380 = !DILocalVariable(name: "how", arg: 1, scope: !378, file: !2, line: 89, type: !12)
!381 = !DILocalVariable(name: "r", scope: !378, file: !2, line: 90, type: !12)
!382 = !DILocalVariable(name: "v", scope: !383, file: !2, line: 94, type: !12)
!383 = distinct !DILexicalBlock(scope: !378, file: !2, line: 91, column: 7)
!384 = !DILocalVariable(name: "e", scope: !378, file: !2, line: 98, type: !193)
!385 = !DILocation(line: 0, scope: !378)
!386 = !DILocalVariable(name: "how", arg: 1, scope: !387, file: !2, line: 79, type: !12)
!387 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !209, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !388)
!388 = !{!386, !389}
!389 = !DILocalVariable(name: "t", scope: !387, file: !2, line: 80, type: !13)
!390 = !DILocation(line: 0, scope: !387, inlinedAt: !391)
!391 = distinct !DILocation(line: 93, column: 7, scope: !392)
!392 = distinct !DILexicalBlock(scope: !383, file: !2, line: 92, column: 9)
!393 = !DILocation(line: 0, scope: !198, inlinedAt: !394)
!394 = distinct !DILocation(line: 80, column: 10, scope: !387, inlinedAt: !391)
!395 = !DILocation(line: 21, column: 36, scope: !206, inlinedAt: !394)
!396 = !DILocation(line: 0, scope: !208, inlinedAt: !397)
!397 = distinct !DILocation(line: 21, column: 46, scope: !206, inlinedAt: !394)
!398 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !397)
!399 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !397)
!400 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !397)
!401 = !DILocation(line: 80, column: 15, scope: !387, inlinedAt: !391)
!402 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !397)
!403 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !397)
!404 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !397)
!405 = !DILocation(line: 82, column: 5, scope: !406, inlinedAt: !391)
!406 = distinct !DILexicalBlock(scope: !387, file: !2, line: 81, column: 7)
!407 = !DILocation(line: 87, column: 1, scope: !406, inlinedAt: !391)
!408 = !DILocation(line: 83, column: 3, scope: !406, inlinedAt: !391)
!409 = !DILocation(line: 84, column: 5, scope: !410, inlinedAt: !391)
!410 = distinct !DILexicalBlock(scope: !387, file: !2, line: 83, column: 17)
!411 = !DILocation(line: 85, column: 5, scope: !410, inlinedAt: !391)
!412 = !DILocation(line: 87, column: 1, scope: !410, inlinedAt: !391)
!413 = !DILocation(line: 86, column: 3, scope: !410, inlinedAt: !391)
!414 = !DILocation(line: 0, scope: !235, inlinedAt: !415)
!415 = distinct !DILocation(line: 87, column: 1, scope: !387, inlinedAt: !391)
!416 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !415)
!417 = !DILocation(line: 0, scope: !208, inlinedAt: !418)
!418 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !415)
!419 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !418)
!420 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !418)
!421 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !418)
!422 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !415)
!423 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !418)
!424 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !418)
!425 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !418)
!426 = !DILocation(line: 0, scope: !235, inlinedAt: !427)
!427 = distinct !DILocation(line: 87, column: 1, scope: !387, inlinedAt: !391)
!428 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !427)
!429 = !DILocation(line: 0, scope: !208, inlinedAt: !430)
!430 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !427)
!431 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !430)
!432 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !430)
!433 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !430)
!434 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !427)
!435 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !430)
!436 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !430)
!437 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !430)
!438 = !DILocation(line: 104, column: 1, scope: !392)
!439 = !DILocation(line: 94, column: 5, scope: !392)
!440 = !DILocation(line: 0, scope: !383)
!441 = !DILocation(line: 96, column: 7, scope: !442)
!442 = distinct !DILexicalBlock(scope: !383, file: !2, line: 94, column: 21)
!443 = !DILocation(line: 96, column: 21, scope: !442)
!444 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !300, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !157, file: !2, line: 29, type: !166, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !165, retainedNodes: !446)
!446 = !{!444, !447, !448}
!447 = !DILocalVariable(name: "c", arg: 2, scope: !445, file: !2, line: 29, type: !12)
!448 = !DILocalVariable(name: "w", arg: 3, scope: !445, file: !2, line: 29, type: !164)
!449 = !DILocation(line: 0, scope: !445, inlinedAt: !450)
!450 = distinct !DILocation(line: 96, column: 13, scope: !442)
!451 = !DILocation(line: 29, column: 50, scope: !445, inlinedAt: !450)
!452 = !DILocation(line: 29, column: 33, scope: !445, inlinedAt: !450)
!453 = !DILocation(line: 29, column: 42, scope: !445, inlinedAt: !450)
!454 = !{!284, !285, i64 8}
!455 = !DILocation(line: 104, column: 1, scope: !442)
!456 = !DILocation(line: 97, column: 5, scope: !442)
!457 = !DILocation(line: 104, column: 1, scope: !383)
!458 = !DILocation(line: 98, column: 3, scope: !383)
!459 = !DILocation(line: 99, column: 12, scope: !460)
!460 = distinct !DILexicalBlock(scope: !378, file: !2, line: 98, column: 22)
!461 = !DILocation(line: 99, column: 17, scope: !460)
!462 = !DILocation(line: 99, column: 7, scope: !460)
!463 = !DILocation(line: 100, column: 3, scope: !460)
!464 = !DILocation(line: 103, column: 3, scope: !378)
!465 = !DILocation(line: 102, column: 3, scope: !466)
!466 = distinct !DILexicalBlock(scope: !378, file: !2, line: 100, column: 17)
!467 = !DISubprogram(name: "puts", scope: !2, file: !2, line: 8, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!12, !164}
!470 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !209, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !471)
!471 = !{!472, !473}
!472 = !DILocalVariable(name: "how", arg: 1, scope: !470, file: !2, line: 40, type: !12)
!473 = !DILocalVariable(name: "t", scope: !470, file: !2, line: 41, type: !13)
!474 = !DILocation(line: 0, scope: !470)
!475 = !DILocation(line: 0, scope: !198, inlinedAt: !476)
!476 = distinct !DILocation(line: 41, column: 10, scope: !470)
!477 = !DILocation(line: 21, column: 36, scope: !206, inlinedAt: !476)
!478 = !DILocation(line: 0, scope: !208, inlinedAt: !479)
!479 = distinct !DILocation(line: 21, column: 46, scope: !206, inlinedAt: !476)
!480 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !479)
!481 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !479)
!482 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !479)
!483 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !479)
!484 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !479)
!485 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !479)
!486 = !DILocation(line: 42, column: 3, scope: !470)
!487 = !DILocation(line: 43, column: 11, scope: !488)
!488 = distinct !DILexicalBlock(scope: !470, file: !2, line: 42, column: 16)
!489 = !DILocation(line: 52, column: 1, scope: !488)
!490 = !DILocation(line: 44, column: 11, scope: !488)
!491 = !DILocation(line: 45, column: 11, scope: !488)
!492 = !DILocation(line: 0, scope: !445, inlinedAt: !493)
!493 = distinct !DILocation(line: 45, column: 17, scope: !488)
!494 = !DILocation(line: 29, column: 50, scope: !445, inlinedAt: !493)
!495 = !DILocation(line: 29, column: 33, scope: !445, inlinedAt: !493)
!496 = !DILocation(line: 29, column: 42, scope: !445, inlinedAt: !493)
!497 = !DILocation(line: 46, column: 11, scope: !488)
!498 = !DILocalVariable(name: "this", arg: 1, scope: !499, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !154, file: !2, line: 36, type: !179, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !178, retainedNodes: !500)
!500 = !{!498, !501, !502}
!501 = !DILocalVariable(name: "c", arg: 2, scope: !499, file: !2, line: 36, type: !12)
!502 = !DILocalVariable(name: "f", arg: 3, scope: !499, file: !2, line: 36, type: !12)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32)
!504 = !DILocation(line: 0, scope: !499, inlinedAt: !505)
!505 = distinct !DILocation(line: 46, column: 17, scope: !488)
!506 = !DILocation(line: 0, scope: !445, inlinedAt: !507)
!507 = distinct !DILocation(line: 36, column: 27, scope: !499, inlinedAt: !505)
!508 = !DILocation(line: 29, column: 33, scope: !445, inlinedAt: !507)
!509 = !DILocation(line: 29, column: 42, scope: !445, inlinedAt: !507)
!510 = !DILocation(line: 36, column: 49, scope: !499, inlinedAt: !505)
!511 = !DILocation(line: 36, column: 43, scope: !499, inlinedAt: !505)
!512 = !DILocation(line: 47, column: 11, scope: !488)
!513 = !DILocation(line: 47, column: 17, scope: !488)
!514 = !DILocation(line: 0, scope: !445, inlinedAt: !515)
!515 = distinct !DILocation(line: 47, column: 21, scope: !488)
!516 = !DILocation(line: 29, column: 50, scope: !445, inlinedAt: !515)
!517 = !DILocation(line: 29, column: 33, scope: !445, inlinedAt: !515)
!518 = !DILocation(line: 29, column: 42, scope: !445, inlinedAt: !515)
!519 = !{!285, !285, i64 0}
!520 = !DILocation(line: 48, column: 11, scope: !488)
!521 = !DILocation(line: 0, scope: !488)
!522 = !DILocation(line: 49, column: 11, scope: !488)
!523 = !DILocation(line: 0, scope: !198, inlinedAt: !524)
!524 = distinct !DILocation(line: 49, column: 17, scope: !488)
!525 = !DILocation(line: 21, column: 28, scope: !198, inlinedAt: !524)
!526 = !DILocation(line: 21, column: 36, scope: !206, inlinedAt: !524)
!527 = !DILocation(line: 0, scope: !208, inlinedAt: !528)
!528 = distinct !DILocation(line: 21, column: 46, scope: !206, inlinedAt: !524)
!529 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !528)
!530 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !528)
!531 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !528)
!532 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !528)
!533 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !528)
!534 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !528)
!535 = !DILocation(line: 0, scope: !235, inlinedAt: !536)
!536 = distinct !DILocation(line: 52, column: 1, scope: !470)
!537 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !536)
!538 = !DILocation(line: 0, scope: !208, inlinedAt: !539)
!539 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !536)
!540 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !539)
!541 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !539)
!542 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !536)
!543 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !539)
!544 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !539)
!545 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !539)
!546 = !DILocation(line: 52, column: 1, scope: !470)
!547 = !DILocation(line: 0, scope: !235, inlinedAt: !548)
!548 = distinct !DILocation(line: 52, column: 1, scope: !470)
!549 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !548)
!550 = !DILocation(line: 0, scope: !208, inlinedAt: !551)
!551 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !548)
!552 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !551)
!553 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !551)
!554 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !551)
!555 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !548)
!556 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !551)
!557 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !551)
!558 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !551)
!559 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !157, file: !2, line: 30, type: !170, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !169, retainedNodes: !560)
!560 = !{!561}
!561 = !DILocalVariable(name: "this", arg: 1, scope: !559, type: !300, flags: DIFlagArtificial | DIFlagObjectPointer)
!562 = !DILocation(line: 0, scope: !559)
!563 = !DILocation(line: 30, column: 21, scope: !559)
!564 = !DILocation(line: 0, scope: !235)
!565 = !DILocation(line: 23, column: 15, scope: !241)
!566 = !DILocation(line: 0, scope: !208, inlinedAt: !567)
!567 = distinct !DILocation(line: 23, column: 25, scope: !241)
!568 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !567)
!569 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !567)
!570 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !567)
!571 = !DILocation(line: 23, column: 31, scope: !241)
!572 = !DILocation(line: 23, column: 30, scope: !241)
!573 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !567)
!574 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !567)
!575 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !567)
!576 = !DILocation(line: 23, column: 36, scope: !235)
!577 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !157, file: !2, line: 30, type: !170, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !169, retainedNodes: !578)
!578 = !{!579}
!579 = !DILocalVariable(name: "this", arg: 1, scope: !577, type: !300, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = !DILocation(line: 0, scope: !577)
!581 = !DILocation(line: 30, column: 20, scope: !577)
!582 = !DILocation(line: 30, column: 21, scope: !577)
!583 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !157, file: !2, line: 31, type: !173, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !172, retainedNodes: !584)
!584 = !{!585}
!585 = !DILocalVariable(name: "this", arg: 1, scope: !583, type: !586, flags: DIFlagArtificial | DIFlagObjectPointer)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 32)
!587 = !DILocation(line: 0, scope: !583)
!588 = !DILocation(line: 31, column: 30, scope: !583)
!589 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !154, file: !2, line: 34, type: !590, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !592, retainedNodes: !593)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !181}
!592 = !DISubprogram(name: "~IoError", scope: !154, type: !590, containingType: !154, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!593 = !{!594}
!594 = !DILocalVariable(name: "this", arg: 1, scope: !589, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DILocation(line: 0, scope: !589)
!596 = !DILocation(line: 34, column: 8, scope: !589)
!597 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !154, file: !2, line: 37, type: !183, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !182, retainedNodes: !598)
!598 = !{!599}
!599 = !DILocalVariable(name: "this", arg: 1, scope: !597, type: !600, flags: DIFlagArtificial | DIFlagObjectPointer)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 32)
!601 = !DILocation(line: 0, scope: !597)
!602 = !DILocation(line: 37, column: 31, scope: !597)
!603 = !DILocation(line: 0, scope: !189)
!604 = !DILocation(line: 0, scope: !198, inlinedAt: !605)
!605 = distinct !DILocation(line: 115, column: 23, scope: !189)
!606 = !DILocation(line: 21, column: 28, scope: !198, inlinedAt: !605)
!607 = !DILocation(line: 21, column: 36, scope: !206, inlinedAt: !605)
!608 = !DILocation(line: 0, scope: !208, inlinedAt: !609)
!609 = distinct !DILocation(line: 21, column: 46, scope: !206, inlinedAt: !605)
!610 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !609)
!611 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !609)
!612 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !609)
!613 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !609)
!614 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !609)
!615 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !609)
!616 = !DILocalVariable(name: "x", arg: 1, scope: !617, file: !2, line: 111, type: !12)
!617 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, declaration: !32, retainedNodes: !618)
!618 = !{!616}
!619 = !DILocation(line: 0, scope: !617, inlinedAt: !620)
!620 = distinct !DILocation(line: 115, column: 31, scope: !189)
!621 = !DILocation(line: 112, column: 11, scope: !622, inlinedAt: !620)
!622 = distinct !DILexicalBlock(scope: !617, file: !2, line: 112, column: 9)
!623 = !DILocation(line: 112, column: 9, scope: !617, inlinedAt: !620)
!624 = !DILocation(line: 112, column: 16, scope: !622, inlinedAt: !620)
!625 = !DILocation(line: 112, column: 33, scope: !622, inlinedAt: !620)
!626 = !DILocation(line: 0, scope: !499, inlinedAt: !627)
!627 = distinct !DILocation(line: 112, column: 22, scope: !622, inlinedAt: !620)
!628 = !DILocation(line: 0, scope: !445, inlinedAt: !629)
!629 = distinct !DILocation(line: 36, column: 27, scope: !499, inlinedAt: !627)
!630 = !DILocation(line: 29, column: 33, scope: !445, inlinedAt: !629)
!631 = !DILocation(line: 29, column: 42, scope: !445, inlinedAt: !629)
!632 = !DILocation(line: 36, column: 49, scope: !499, inlinedAt: !627)
!633 = !DILocation(line: 36, column: 43, scope: !499, inlinedAt: !627)
!634 = !DILocation(line: 113, column: 14, scope: !617, inlinedAt: !620)
!635 = !DILocation(line: 115, column: 29, scope: !189)
!636 = !DILocation(line: 0, scope: !208, inlinedAt: !637)
!637 = distinct !DILocation(line: 116, column: 5, scope: !223)
!638 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !637)
!639 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !637)
!640 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !637)
!641 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !637)
!642 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !637)
!643 = !DILocation(line: 119, column: 3, scope: !189)
!644 = !DILocation(line: 0, scope: !235, inlinedAt: !645)
!645 = distinct !DILocation(line: 117, column: 3, scope: !223)
!646 = !DILocation(line: 23, column: 15, scope: !241, inlinedAt: !645)
!647 = !DILocation(line: 0, scope: !208, inlinedAt: !648)
!648 = distinct !DILocation(line: 23, column: 25, scope: !241, inlinedAt: !645)
!649 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !648)
!650 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !648)
!651 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !648)
!652 = !DILocation(line: 23, column: 31, scope: !241, inlinedAt: !645)
!653 = !DILocation(line: 23, column: 30, scope: !241, inlinedAt: !645)
!654 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !648)
!655 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !648)
!656 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !648)
!657 = !DILocation(line: 117, column: 3, scope: !223)
!658 = !DILocation(line: 0, scope: !208, inlinedAt: !659)
!659 = distinct !DILocation(line: 118, column: 5, scope: !660)
!660 = distinct !DILexicalBlock(scope: !189, file: !2, line: 117, column: 22)
!661 = !DILocation(line: 15, column: 7, scope: !215, inlinedAt: !659)
!662 = !DILocation(line: 15, column: 14, scope: !215, inlinedAt: !659)
!663 = !DILocation(line: 15, column: 7, scope: !208, inlinedAt: !659)
!664 = !DILocation(line: 16, column: 17, scope: !215, inlinedAt: !659)
!665 = !DILocation(line: 16, column: 5, scope: !215, inlinedAt: !659)
!666 = !DILocation(line: 16, column: 21, scope: !215, inlinedAt: !659)
!667 = !DILocation(line: 119, column: 3, scope: !660)

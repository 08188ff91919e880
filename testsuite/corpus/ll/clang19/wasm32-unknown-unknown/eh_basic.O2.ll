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

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
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
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %59

2:                                                ; preds = %134
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  %8 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL6g_live, align 4, !tbaa !2
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 5, ptr %14, align 4, !tbaa !2
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !2
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13
  store i32 777, ptr %19, align 4, !tbaa !2
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !2
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18
  store i32 -5, ptr %23, align 4, !tbaa !2
  br label %24

24:                                               ; preds = %17, %21, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  %25 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %39

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %1, i32 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr @_ZL6g_live, align 4, !tbaa !2
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %38

33:                                               ; preds = %26
  %34 = load i32, ptr %1, align 4, !tbaa !9
  %35 = sub nsw i32 0, %34
  %36 = add nsw i32 %31, 1
  store i32 %36, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %37 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31
  store i32 %35, ptr %37, align 4, !tbaa !2
  br label %38

38:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  br label %53

39:                                               ; preds = %24
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @_ZTI7IoError]
  %43 = call ptr @llvm.wasm.get.exception(token %42)
  %44 = call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #12
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %52

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #12 [ "funclet"(token %42) ]
  %49 = getelementptr inbounds i8, ptr %48, i32 12
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = add nsw i32 %50, -1000
  call void @__cxa_end_catch() [ "funclet"(token %42) ]
  catchret from %42 to label %53

52:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %42) ]
  unreachable

53:                                               ; preds = %38, %47
  %54 = phi i32 [ %28, %38 ], [ %51, %47 ]
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %54)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %57 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %149, label %141

59:                                               ; preds = %0, %134
  %60 = phi i32 [ 0, %0 ], [ %138, %134 ]
  %61 = phi i32 [ 0, %0 ], [ %139, %134 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %61)
          to label %134 unwind label %62

62:                                               ; preds = %59
  %63 = catchswitch within none [label %64] unwind to caller

64:                                               ; preds = %62
  %65 = catchpad within %63 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI7IoError, ptr @_ZTI5Error, ptr @_ZTIP5Error, ptr @_ZTIPKc, ptr null]
  %66 = tail call ptr @llvm.wasm.get.exception(token %65)
  %67 = tail call i32 @llvm.wasm.get.ehselector(token %65)
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %70, label %74

70:                                               ; preds = %64
  %71 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  %72 = load i32, ptr %71, align 4, !tbaa !2
  %73 = add nsw i32 %72, 100
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ]
  catchret from %65 to label %134

74:                                               ; preds = %64
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #12
  %76 = icmp eq i32 %67, %75
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  %79 = load double, ptr %78, align 8, !tbaa !14
  %80 = fmul double %79, 2.000000e+00
  %81 = fptosi double %80 to i32
  %82 = add nsw i32 %81, 200
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ]
  catchret from %65 to label %134

83:                                               ; preds = %74
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #12
  %85 = icmp eq i32 %67, %84
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  %88 = getelementptr inbounds i8, ptr %87, i32 4
  %89 = load i32, ptr %88, align 4, !tbaa !16
  %90 = mul nsw i32 %89, 10
  %91 = add nsw i32 %90, 300
  %92 = getelementptr inbounds i8, ptr %87, i32 12
  %93 = load i32, ptr %92, align 4, !tbaa !10
  %94 = add nsw i32 %91, %93
  call void @__cxa_end_catch() [ "funclet"(token %65) ]
  catchret from %65 to label %134

95:                                               ; preds = %83
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12
  %97 = icmp eq i32 %67, %96
  br i1 %97, label %98, label %109

98:                                               ; preds = %95
  %99 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  %100 = getelementptr inbounds i8, ptr %99, i32 4
  %101 = load i32, ptr %100, align 4, !tbaa !16
  %102 = load ptr, ptr %99, align 4, !tbaa !17
  %103 = getelementptr inbounds i8, ptr %102, i32 8
  %104 = load ptr, ptr %103, align 4
  %105 = invoke noundef i32 %104(ptr noundef nonnull align 4 dereferenceable(12) %99) [ "funclet"(token %65) ]
          to label %106 unwind label %129

106:                                              ; preds = %98
  %107 = add nsw i32 %101, 400
  %108 = add nsw i32 %107, %105
  call void @__cxa_end_catch() [ "funclet"(token %65) ]
  catchret from %65 to label %134

109:                                              ; preds = %95
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #12
  %111 = icmp eq i32 %67, %110
  br i1 %111, label %112, label %120

112:                                              ; preds = %109
  %113 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  %114 = getelementptr inbounds i8, ptr %113, i32 4
  %115 = load i32, ptr %114, align 4, !tbaa !16
  %116 = add nsw i32 %115, 500
  %117 = load ptr, ptr %113, align 4, !tbaa !17
  %118 = getelementptr inbounds i8, ptr %117, i32 4
  %119 = load ptr, ptr %118, align 4
  call void %119(ptr noundef nonnull align 4 dereferenceable(12) %113) #12 [ "funclet"(token %65) ]
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ]
  catchret from %65 to label %134

120:                                              ; preds = %109
  %121 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %122 = icmp eq i32 %67, %121
  %123 = call ptr @__cxa_begin_catch(ptr %66) #12 [ "funclet"(token %65) ]
  br i1 %122, label %124, label %128

124:                                              ; preds = %120
  %125 = load i8, ptr %123, align 1, !tbaa !19
  %126 = icmp eq i8 %125, 99
  %127 = select i1 %126, i32 601, i32 600
  call void @__cxa_end_catch() #12 [ "funclet"(token %65) ]
  catchret from %65 to label %134

128:                                              ; preds = %120
  call void @__cxa_end_catch() [ "funclet"(token %65) ]
  catchret from %65 to label %134

129:                                              ; preds = %98
  %130 = cleanuppad within %65 []
  invoke void @__cxa_end_catch() [ "funclet"(token %130) ]
          to label %131 unwind label %132

131:                                              ; preds = %129
  cleanupret from %130 unwind to caller

132:                                              ; preds = %129
  %133 = cleanuppad within %130 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %133) ]
  unreachable

134:                                              ; preds = %59, %70, %77, %86, %106, %112, %124, %128
  %135 = phi i32 [ %73, %70 ], [ %82, %77 ], [ %94, %86 ], [ %108, %106 ], [ %116, %112 ], [ %127, %124 ], [ 999, %128 ], [ 0, %59 ]
  %136 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61, i32 noundef %135, i32 noundef %136)
  %138 = add nsw i32 %135, %60
  %139 = add nuw nsw i32 %61, 1
  %140 = icmp eq i32 %139, 8
  br i1 %140, label %2, label %59, !llvm.loop !20

141:                                              ; preds = %149, %53
  %142 = add nsw i32 %138, 2
  %143 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142, i32 noundef %143)
  %145 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %146 = icmp eq i32 %145, 0
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8
  %148 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %147)
  ret i32 0

149:                                              ; preds = %53, %149
  %150 = phi i32 [ %154, %149 ], [ 0, %53 ]
  %151 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %150
  %152 = load i32, ptr %151, align 4, !tbaa !2
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %152)
  %154 = add nuw nsw i32 %150, 1
  %155 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %156 = icmp slt i32 %154, %155
  br i1 %156, label %149, label %141, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %7, ptr %9, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %23 unwind label %11

11:                                               ; preds = %10
  %12 = catchswitch within none [label %13] unwind label %32

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr null]
  %15 = tail call ptr @llvm.wasm.get.exception(token %14)
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call ptr @__cxa_begin_catch(ptr %15) #12 [ "funclet"(token %14) ]
  %18 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !2
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL13rethrow_count, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #10 [ "funclet"(token %14) ]
          to label %43 unwind label %20

20:                                               ; preds = %13
  %21 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %22 unwind label %44

22:                                               ; preds = %20
  cleanupret from %21 unwind label %32

23:                                               ; preds = %10
  %24 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @_ZL6g_live, align 4, !tbaa !2
  %26 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %77

28:                                               ; preds = %23
  %29 = sub nsw i32 -50, %0
  %30 = add nsw i32 %26, 1
  store i32 %30, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %31 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %26
  store i32 %29, ptr %31, align 4, !tbaa !2
  br label %77

32:                                               ; preds = %22, %11
  %33 = cleanuppad within none []
  %34 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %35 = add nsw i32 %34, -1
  store i32 %35, ptr @_ZL6g_live, align 4, !tbaa !2
  %36 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = sub nsw i32 -50, %0
  %40 = add nsw i32 %36, 1
  store i32 %40, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %41 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %36
  store i32 %39, ptr %41, align 4, !tbaa !2
  br label %42

42:                                               ; preds = %38, %32
  cleanupret from %33 unwind label %46

43:                                               ; preds = %13
  unreachable

44:                                               ; preds = %20
  %45 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %45) ]
  unreachable

46:                                               ; preds = %42
  %47 = catchswitch within none [label %48] unwind label %62

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @_ZTIi]
  %50 = tail call ptr @llvm.wasm.get.exception(token %49)
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49)
  %52 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %48
  %55 = call ptr @__cxa_begin_catch(ptr %50) #12 [ "funclet"(token %49) ]
  %56 = load i32, ptr %55, align 4, !tbaa !2
  %57 = call ptr @__cxa_allocate_exception(i32 12) #12 [ "funclet"(token %49) ]
  %58 = add nsw i32 %56, 1
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %57, align 4, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %57, i32 4
  store i32 %58, ptr %59, align 4, !tbaa !16
  %60 = getelementptr inbounds i8, ptr %57, i32 8
  store ptr @.str.13, ptr %60, align 4, !tbaa !23
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #10 [ "funclet"(token %49) ]
          to label %82 unwind label %80

61:                                               ; preds = %48
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %49) ]
          to label %82 unwind label %62

62:                                               ; preds = %61, %80, %46
  %63 = phi i32 [ 0, %46 ], [ %56, %80 ], [ 0, %61 ]
  %64 = catchswitch within none [label %65] unwind to caller

65:                                               ; preds = %62
  %66 = catchpad within %64 [ptr @_ZTI5Error, ptr null]
  %67 = tail call ptr @llvm.wasm.get.exception(token %66)
  %68 = tail call i32 @llvm.wasm.get.ehselector(token %66)
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12
  %70 = icmp eq i32 %68, %69
  %71 = call ptr @__cxa_begin_catch(ptr %67) #12 [ "funclet"(token %66) ]
  br i1 %70, label %72, label %79

72:                                               ; preds = %65
  %73 = getelementptr inbounds i8, ptr %71, i32 4
  %74 = load i32, ptr %73, align 4, !tbaa !16
  %75 = mul nsw i32 %74, 100
  %76 = add nsw i32 %75, %63
  call void @__cxa_end_catch() [ "funclet"(token %66) ]
  catchret from %66 to label %77

77:                                               ; preds = %28, %23, %79, %72
  %78 = phi i32 [ %76, %72 ], [ -1, %79 ], [ 0, %23 ], [ 0, %28 ]
  ret i32 %78

79:                                               ; preds = %65
  call void @__cxa_end_catch() [ "funclet"(token %66) ]
  catchret from %66 to label %77

80:                                               ; preds = %54
  %81 = cleanuppad within %49 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %81) ]
  cleanupret from %81 unwind label %62

82:                                               ; preds = %61, %54
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %0, ptr %8, align 4, !tbaa !2
  br label %9

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
  ]

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 42, ptr %12, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #10
          to label %62 unwind label %51

13:                                               ; preds = %9
  %14 = tail call ptr @__cxa_allocate_exception(i32 8) #12
  store double 3.500000e+00, ptr %14, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTId, ptr null) #10
          to label %62 unwind label %51

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 12) #12
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %16, align 4, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %16, i32 4
  store i32 7, ptr %17, align 4, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %16, i32 8
  store ptr @.str.9, ptr %18, align 4, !tbaa !23
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %62 unwind label %51

19:                                               ; preds = %9
  %20 = tail call ptr @__cxa_allocate_exception(i32 16) #12
  %21 = getelementptr inbounds i8, ptr %20, i32 4
  store i32 9, ptr %21, align 4, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %20, i32 8
  store ptr @.str.12, ptr %22, align 4, !tbaa !23
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %20, align 4, !tbaa !17
  %23 = getelementptr inbounds i8, ptr %20, i32 12
  store i32 3, ptr %23, align 4, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %62 unwind label %51

24:                                               ; preds = %9
  %25 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  %26 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i32 noundef 12) #14
          to label %27 unwind label %30

27:                                               ; preds = %24
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %26, align 4, !tbaa !17
  %28 = getelementptr inbounds i8, ptr %26, i32 4
  store i32 11, ptr %28, align 4, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %26, i32 8
  store ptr @.str.10, ptr %29, align 4, !tbaa !23
  store ptr %26, ptr %25, align 16, !tbaa !24
  invoke void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTIP5Error, ptr null) #10
          to label %62 unwind label %51

30:                                               ; preds = %24
  %31 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %25) #12 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %51

32:                                               ; preds = %9
  %33 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store ptr @.str.11, ptr %33, align 16, !tbaa !24
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull @_ZTIPKc, ptr null) #10
          to label %62 unwind label %51

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 600, ptr %35, align 4, !tbaa !9
  %36 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr @_ZL6g_live, align 4, !tbaa !2
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %39 = icmp slt i32 %38, 64
  br i1 %39, label %40, label %43

40:                                               ; preds = %34
  %41 = add nsw i32 %38, 1
  store i32 %41, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %38
  store i32 600, ptr %42, align 4, !tbaa !2
  br label %43

43:                                               ; preds = %40, %34
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTI6Tracer, ptr nonnull @_ZN6TracerD2Ev) #10
          to label %62 unwind label %51

44:                                               ; preds = %9
  store i32 %2, ptr @_ZL6g_live, align 4, !tbaa !2
  %45 = icmp slt i32 %10, 64
  br i1 %45, label %46, label %50

46:                                               ; preds = %44
  %47 = sub nsw i32 0, %0
  %48 = add nsw i32 %10, 1
  store i32 %48, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %49 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 %47, ptr %49, align 4, !tbaa !2
  br label %50

50:                                               ; preds = %44, %46
  ret void

51:                                               ; preds = %43, %32, %27, %30, %19, %15, %13, %11
  %52 = cleanuppad within none []
  %53 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr @_ZL6g_live, align 4, !tbaa !2
  %55 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %57, label %61

57:                                               ; preds = %51
  %58 = sub nsw i32 0, %0
  %59 = add nsw i32 %55, 1
  store i32 %59, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %60 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %55
  store i32 %58, ptr %60, align 4, !tbaa !2
  br label %61

61:                                               ; preds = %51, %57
  cleanupret from %52 unwind to caller

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
define linkonce_odr hidden noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 comdat {
  ret ptr %0
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !tbaa !9
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %8, ptr %10, align 4, !tbaa !2
  br label %11

11:                                               ; preds = %1, %6
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 12) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat {
  ret i32 1
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat {
  ret i32 2
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat personality ptr @__gxx_wasm_personality_v0 {
  store i32 %1, ptr %0, align 4, !tbaa !9
  %3 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6g_live, align 4, !tbaa !2
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5
  store i32 %1, ptr %9, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
  %12 = icmp slt i32 %1, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #12
  %15 = sub nsw i32 0, %1
  %16 = getelementptr inbounds i8, ptr %14, i32 4
  store i32 %1, ptr %16, align 4, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %14, i32 8
  store ptr @.str.12, ptr %17, align 4, !tbaa !23
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %14, i32 12
  store i32 %15, ptr %18, align 4, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #10
          to label %19 unwind label %28

19:                                               ; preds = %13
  unreachable

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1
  %22 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %21, ptr %22, align 4, !tbaa !6
  %23 = icmp slt i32 %11, 64
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1
  store i32 %25, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11
  store i32 777, ptr %26, align 4, !tbaa !2
  br label %27

27:                                               ; preds = %20, %24
  ret ptr %0

28:                                               ; preds = %13
  %29 = cleanuppad within none []
  %30 = load i32, ptr @_ZL6g_live, align 4, !tbaa !2
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr @_ZL6g_live, align 4, !tbaa !2
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %39

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !tbaa !9
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %32, 1
  store i32 %37, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32
  store i32 %36, ptr %38, align 4, !tbaa !2
  br label %39

39:                                               ; preds = %28, %34
  cleanupret from %29 unwind label %40

40:                                               ; preds = %39
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @_ZTI5Error]
  %44 = tail call ptr @llvm.wasm.get.exception(token %43)
  %45 = tail call i32 @llvm.wasm.get.ehselector(token %43)
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #12
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %57

48:                                               ; preds = %42
  %49 = call ptr @__cxa_begin_catch(ptr %44) #12 [ "funclet"(token %43) ]
  %50 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %51 = icmp slt i32 %50, 64
  br i1 %51, label %52, label %55

52:                                               ; preds = %48
  %53 = add nsw i32 %50, 1
  store i32 %53, ptr @_ZL6g_nlog, align 4, !tbaa !2
  %54 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %50
  store i32 888, ptr %54, align 4, !tbaa !2
  br label %55

55:                                               ; preds = %48, %52
  invoke void @__cxa_rethrow() [ "funclet"(token %43) ]
          to label %56 unwind label %58

56:                                               ; preds = %55
  unreachable

57:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %43) ]
  unreachable

58:                                               ; preds = %55
  %59 = cleanuppad within %43 []
  invoke void @__cxa_end_catch() [ "funclet"(token %59) ]
          to label %60 unwind label %61

60:                                               ; preds = %58
  cleanupret from %59 unwind to caller

61:                                               ; preds = %58
  %62 = cleanuppad within %59 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %62) ]
  unreachable
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

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 4}
!7 = !{!"_ZTS6Holder", !8, i64 0, !3, i64 4}
!8 = !{!"_ZTS6Tracer", !3, i64 0}
!9 = !{!8, !3, i64 0}
!10 = !{!11, !3, i64 12}
!11 = !{!"_ZTS7IoError", !12, i64 0, !3, i64 12}
!12 = !{!"_ZTS5Error", !3, i64 4, !13, i64 8}
!13 = !{!"any pointer", !4, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !4, i64 0}
!16 = !{!12, !3, i64 4}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !5, i64 0}
!19 = !{!4, !4, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!12, !13, i64 8}
!24 = !{!13, !13, i64 0}

; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
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
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr constant [8 x i8] c"6Tracer\00", align 1
@_ZTI6Tracer = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, align 4
@_ZTV5Error = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD1Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD1Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress norecurse ssp
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Holder, align 4
  br label %58

2:                                                ; preds = %131
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  %8 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL6g_live, align 4, !tbaa !5
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 5, ptr %14, align 4, !tbaa !5
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !5
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13
  store i32 777, ptr %19, align 4, !tbaa !5
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !5
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18
  store i32 -5, ptr %23, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %17, %21, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  %25 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %39

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %1, i32 4
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr @_ZL6g_live, align 4, !tbaa !5
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %38

33:                                               ; preds = %26
  %34 = load i32, ptr %1, align 4, !tbaa !12
  %35 = sub nsw i32 0, %34
  %36 = add nsw i32 %31, 1
  store i32 %36, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %37 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31
  store i32 %35, ptr %37, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  br label %52

39:                                               ; preds = %24
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError
  %41 = extractvalue { ptr, i32 } %40, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %39
  %45 = extractvalue { ptr, i32 } %40, 0
  %46 = call ptr @__cxa_begin_catch(ptr %45) #11
  %47 = getelementptr inbounds i8, ptr %46, i32 12
  %48 = load i32, ptr %47, align 4, !tbaa !13
  %49 = add nsw i32 %48, -1000
  call void @__cxa_end_catch()
  br label %52

50:                                               ; preds = %126, %39
  %51 = phi { ptr, i32 } [ %40, %39 ], [ %127, %126 ]
  resume { ptr, i32 } %51

52:                                               ; preds = %38, %44
  %53 = phi i32 [ %28, %38 ], [ %49, %44 ]
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %53)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %56 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %57 = icmp sgt i32 %56, 0
  br i1 %57, label %146, label %138

58:                                               ; preds = %0, %131
  %59 = phi i32 [ 0, %0 ], [ %135, %131 ]
  %60 = phi i32 [ 0, %0 ], [ %136, %131 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %60)
          to label %131 unwind label %61

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  %64 = extractvalue { ptr, i32 } %62, 1
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  %68 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add nsw i32 %69, 100
  tail call void @__cxa_end_catch() #11
  br label %131

71:                                               ; preds = %61
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11
  %73 = icmp eq i32 %64, %72
  br i1 %73, label %74, label %80

74:                                               ; preds = %71
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  %76 = load double, ptr %75, align 4, !tbaa !17
  %77 = fmul double %76, 2.000000e+00
  %78 = fptosi double %77 to i32
  %79 = add nsw i32 %78, 200
  tail call void @__cxa_end_catch() #11
  br label %131

80:                                               ; preds = %71
  %81 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %82 = icmp eq i32 %64, %81
  br i1 %82, label %83, label %92

83:                                               ; preds = %80
  %84 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  %85 = getelementptr inbounds i8, ptr %84, i32 4
  %86 = load i32, ptr %85, align 4, !tbaa !19
  %87 = mul nsw i32 %86, 10
  %88 = add nsw i32 %87, 300
  %89 = getelementptr inbounds i8, ptr %84, i32 12
  %90 = load i32, ptr %89, align 4, !tbaa !13
  %91 = add nsw i32 %88, %90
  tail call void @__cxa_end_catch()
  br label %131

92:                                               ; preds = %80
  %93 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %94 = icmp eq i32 %64, %93
  br i1 %94, label %95, label %106

95:                                               ; preds = %92
  %96 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  %97 = getelementptr inbounds i8, ptr %96, i32 4
  %98 = load i32, ptr %97, align 4, !tbaa !19
  %99 = load ptr, ptr %96, align 4, !tbaa !20
  %100 = getelementptr inbounds i8, ptr %99, i32 8
  %101 = load ptr, ptr %100, align 4
  %102 = invoke noundef i32 %101(ptr noundef nonnull align 4 dereferenceable(12) %96)
          to label %103 unwind label %126

103:                                              ; preds = %95
  %104 = add nsw i32 %98, 400
  %105 = add nsw i32 %104, %102
  tail call void @__cxa_end_catch()
  br label %131

106:                                              ; preds = %92
  %107 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11
  %108 = icmp eq i32 %64, %107
  br i1 %108, label %109, label %117

109:                                              ; preds = %106
  %110 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  %111 = getelementptr inbounds i8, ptr %110, i32 4
  %112 = load i32, ptr %111, align 4, !tbaa !19
  %113 = add nsw i32 %112, 500
  %114 = load ptr, ptr %110, align 4, !tbaa !20
  %115 = getelementptr inbounds i8, ptr %114, i32 4
  %116 = load ptr, ptr %115, align 4
  tail call void %116(ptr noundef nonnull align 4 dereferenceable(12) %110) #11
  tail call void @__cxa_end_catch() #11
  br label %131

117:                                              ; preds = %106
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %119 = icmp eq i32 %64, %118
  %120 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  br i1 %119, label %121, label %125

121:                                              ; preds = %117
  %122 = load i8, ptr %120, align 1, !tbaa !22
  %123 = icmp eq i8 %122, 99
  %124 = select i1 %123, i32 601, i32 600
  tail call void @__cxa_end_catch() #11
  br label %131

125:                                              ; preds = %117
  tail call void @__cxa_end_catch()
  br label %131

126:                                              ; preds = %95
  %127 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %50 unwind label %128

128:                                              ; preds = %126
  %129 = landingpad { ptr, i32 }
          catch ptr null
  %130 = extractvalue { ptr, i32 } %129, 0
  tail call void @__clang_call_terminate(ptr %130) #12
  unreachable

131:                                              ; preds = %58, %67, %74, %83, %103, %109, %121, %125
  %132 = phi i32 [ %70, %67 ], [ %79, %74 ], [ %91, %83 ], [ %105, %103 ], [ %113, %109 ], [ %124, %121 ], [ 999, %125 ], [ 0, %58 ]
  %133 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60, i32 noundef %132, i32 noundef %133)
  %135 = add nsw i32 %132, %59
  %136 = add nuw nsw i32 %60, 1
  %137 = icmp eq i32 %136, 8
  br i1 %137, label %2, label %58, !llvm.loop !23

138:                                              ; preds = %146, %52
  %139 = add nsw i32 %135, 2
  %140 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %139, i32 noundef %140)
  %142 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %143 = icmp eq i32 %142, 0
  %144 = select i1 %143, ptr @.str.7, ptr @.str.8
  %145 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %144)
  ret i32 0

146:                                              ; preds = %52, %146
  %147 = phi i32 [ %151, %146 ], [ 0, %52 ]
  %148 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %147
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %149)
  %151 = add nuw nsw i32 %147, 1
  %152 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %153 = icmp slt i32 %151, %152
  br i1 %153, label %146, label %138, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse ssp
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %7, ptr %9, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11

11:                                               ; preds = %10
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #11
  %15 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @_ZL13rethrow_count, align 4, !tbaa !5
  invoke void @__cxa_rethrow() #13
          to label %40 unwind label %17

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37

19:                                               ; preds = %17
  %20 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr @_ZL6g_live, align 4, !tbaa !5
  %22 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 64
  br i1 %23, label %24, label %41

24:                                               ; preds = %19
  %25 = sub nsw i32 -50, %0
  %26 = add nsw i32 %22, 1
  store i32 %26, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %27 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %22
  store i32 %25, ptr %27, align 4, !tbaa !5
  br label %41

28:                                               ; preds = %10
  %29 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr @_ZL6g_live, align 4, !tbaa !5
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %69

33:                                               ; preds = %28
  %34 = sub nsw i32 -50, %0
  %35 = add nsw i32 %31, 1
  store i32 %35, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31
  store i32 %34, ptr %36, align 4, !tbaa !5
  br label %69

37:                                               ; preds = %17
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  tail call void @__clang_call_terminate(ptr %39) #12
  unreachable

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { ptr, i32 } %18, 0
  %43 = extractvalue { ptr, i32 } %18, 1
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %57

46:                                               ; preds = %41
  %47 = tail call ptr @__cxa_begin_catch(ptr %42) #11
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = tail call ptr @__cxa_allocate_exception(i32 12) #11
  %50 = add nsw i32 %48, 1
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %49, align 4, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %49, i32 4
  store i32 %50, ptr %51, align 4, !tbaa !19
  %52 = getelementptr inbounds i8, ptr %49, i32 8
  store ptr @.str.13, ptr %52, align 4, !tbaa !26
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD1Ev) #13
          to label %72 unwind label %53

53:                                               ; preds = %46
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  %56 = extractvalue { ptr, i32 } %54, 1
  tail call void @__cxa_end_catch() #11
  br label %57

57:                                               ; preds = %53, %41
  %58 = phi i32 [ %56, %53 ], [ %43, %41 ]
  %59 = phi ptr [ %55, %53 ], [ %42, %41 ]
  %60 = phi i32 [ %48, %53 ], [ 0, %41 ]
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %62 = icmp eq i32 %58, %61
  %63 = tail call ptr @__cxa_begin_catch(ptr %59) #11
  br i1 %62, label %64, label %71

64:                                               ; preds = %57
  %65 = getelementptr inbounds i8, ptr %63, i32 4
  %66 = load i32, ptr %65, align 4, !tbaa !19
  %67 = mul nsw i32 %66, 100
  %68 = add nsw i32 %67, %60
  tail call void @__cxa_end_catch()
  br label %69

69:                                               ; preds = %33, %28, %64, %71
  %70 = phi i32 [ %68, %64 ], [ -1, %71 ], [ 0, %28 ], [ 0, %33 ]
  ret i32 %70

71:                                               ; preds = %57
  tail call void @__cxa_end_catch()
  br label %69

72:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse ssp
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %0, ptr %8, align 4, !tbaa !5
  br label %9

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
  ]

11:                                               ; preds = %9
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 42, ptr %12, align 8, !tbaa !5
  br label %36

13:                                               ; preds = %36, %49
  %14 = landingpad { ptr, i32 }
          cleanup
  br label %61

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 8) #11
  store double 3.500000e+00, ptr %16, align 8, !tbaa !17
  br label %36

17:                                               ; preds = %9
  %18 = tail call ptr @__cxa_allocate_exception(i32 12) #11
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %18, align 4, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %18, i32 4
  store i32 7, ptr %19, align 4, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %18, i32 8
  store ptr @.str.9, ptr %20, align 4, !tbaa !26
  br label %49

21:                                               ; preds = %9
  %22 = tail call ptr @__cxa_allocate_exception(i32 16) #11
  %23 = getelementptr inbounds i8, ptr %22, i32 4
  store i32 9, ptr %23, align 4, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %22, i32 8
  store ptr @.str.12, ptr %24, align 4, !tbaa !26
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %22, align 4, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %22, i32 12
  store i32 3, ptr %25, align 4, !tbaa !13
  br label %49

26:                                               ; preds = %9
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i32 noundef 12) #14
          to label %29 unwind label %32

29:                                               ; preds = %26
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %28, align 4, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %28, i32 4
  store i32 11, ptr %30, align 4, !tbaa !19
  %31 = getelementptr inbounds i8, ptr %28, i32 8
  store ptr @.str.10, ptr %31, align 4, !tbaa !26
  store ptr %28, ptr %27, align 8, !tbaa !27
  br label %36

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %27) #11
  br label %61

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.11, ptr %35, align 8, !tbaa !27
  br label %36

36:                                               ; preds = %11, %15, %29, %34
  %37 = phi ptr [ %35, %34 ], [ %27, %29 ], [ %16, %15 ], [ %12, %11 ]
  %38 = phi ptr [ @_ZTIPKc, %34 ], [ @_ZTIP5Error, %29 ], [ @_ZTId, %15 ], [ @_ZTIi, %11 ]
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull %38, ptr null) #13
          to label %39 unwind label %13

39:                                               ; preds = %36
  unreachable

40:                                               ; preds = %9
  %41 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 600, ptr %41, align 4, !tbaa !12
  %42 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @_ZL6g_live, align 4, !tbaa !5
  %44 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %45 = icmp slt i32 %44, 64
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = add nsw i32 %44, 1
  store i32 %47, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %48 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %44
  store i32 600, ptr %48, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %40, %46, %17, %21
  %50 = phi ptr [ %22, %21 ], [ %18, %17 ], [ %41, %46 ], [ %41, %40 ]
  %51 = phi ptr [ @_ZTI7IoError, %21 ], [ @_ZTI5Error, %17 ], [ @_ZTI6Tracer, %46 ], [ @_ZTI6Tracer, %40 ]
  %52 = phi ptr [ @_ZN7IoErrorD1Ev, %21 ], [ @_ZN5ErrorD1Ev, %17 ], [ @_ZN6TracerD1Ev, %46 ], [ @_ZN6TracerD1Ev, %40 ]
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52) #13
          to label %53 unwind label %13

53:                                               ; preds = %49
  unreachable

54:                                               ; preds = %9
  store i32 %2, ptr @_ZL6g_live, align 4, !tbaa !5
  %55 = icmp slt i32 %10, 64
  br i1 %55, label %56, label %60

56:                                               ; preds = %54
  %57 = sub nsw i32 0, %0
  %58 = add nsw i32 %10, 1
  store i32 %58, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %59 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 %57, ptr %59, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %54, %56
  ret void

61:                                               ; preds = %32, %13
  %62 = phi { ptr, i32 } [ %14, %13 ], [ %33, %32 ]
  %63 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %64 = add nsw i32 %63, -1
  store i32 %64, ptr @_ZL6g_live, align 4, !tbaa !5
  %65 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  %68 = sub nsw i32 0, %0
  %69 = add nsw i32 %65, 1
  store i32 %69, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %70 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %65
  store i32 %68, ptr %70, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %61, %67
  resume { ptr, i32 } %62
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
define linkonce_odr noundef ptr @_ZN5ErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN7IoErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 {
  ret ptr %0
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !tbaa !12
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %8, ptr %10, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %1, %6
  ret ptr %0
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #15
  ret void
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  ret i32 1
}

; Function Attrs: inlinehint mustprogress nounwind ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #15
  ret void
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  ret i32 2
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress ssp
define linkonce_odr noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 align 2 personality ptr @__gxx_personality_sj0 {
  store i32 %1, ptr %0, align 4, !tbaa !12
  %3 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6g_live, align 4, !tbaa !5
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5
  store i32 %1, ptr %9, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
  %12 = icmp slt i32 %1, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #11
  %15 = sub nsw i32 0, %1
  %16 = getelementptr inbounds i8, ptr %14, i32 4
  store i32 %1, ptr %16, align 4, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %14, i32 8
  store ptr @.str.12, ptr %17, align 4, !tbaa !26
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %14, i32 12
  store i32 %15, ptr %18, align 4, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN7IoErrorD1Ev) #13
          to label %19 unwind label %28

19:                                               ; preds = %13
  unreachable

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1
  %22 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %21, ptr %22, align 4, !tbaa !9
  %23 = icmp slt i32 %11, 64
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1
  store i32 %25, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11
  store i32 777, ptr %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %20, %24
  ret ptr %0

28:                                               ; preds = %13
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error
  %30 = load i32, ptr @_ZL6g_live, align 4, !tbaa !5
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr @_ZL6g_live, align 4, !tbaa !5
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %39

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !tbaa !12
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %32, 1
  store i32 %37, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32
  store i32 %36, ptr %38, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %34, %28
  %40 = extractvalue { ptr, i32 } %29, 1
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %55

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %29, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #11
  %46 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %47 = icmp slt i32 %46, 64
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = add nsw i32 %46, 1
  store i32 %49, ptr @_ZL6g_nlog, align 4, !tbaa !5
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %46
  store i32 888, ptr %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %43, %48
  invoke void @__cxa_rethrow()
          to label %52 unwind label %53

52:                                               ; preds = %51
  unreachable

53:                                               ; preds = %51
  %54 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %55 unwind label %57

55:                                               ; preds = %53, %39
  %56 = phi { ptr, i32 } [ %29, %39 ], [ %54, %53 ]
  resume { ptr, i32 } %56

57:                                               ; preds = %53
  %58 = landingpad { ptr, i32 }
          catch ptr null
  %59 = extractvalue { ptr, i32 } %58, 0
  tail call void @__clang_call_terminate(ptr %59) #12
  unreachable
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 4}
!10 = !{!"_ZTS6Holder", !11, i64 0, !6, i64 4}
!11 = !{!"_ZTS6Tracer", !6, i64 0}
!12 = !{!11, !6, i64 0}
!13 = !{!14, !6, i64 12}
!14 = !{!"_ZTS7IoError", !15, i64 0, !6, i64 12}
!15 = !{!"_ZTS5Error", !6, i64 4, !16, i64 8}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = !{!15, !6, i64 4}
!20 = !{!21, !21, i64 0}
!21 = !{!"vtable pointer", !8, i64 0}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = !{!15, !16, i64 8}
!27 = !{!16, !16, i64 0}

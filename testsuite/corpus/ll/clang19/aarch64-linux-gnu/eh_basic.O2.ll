; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 8
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Tracer }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %61

2:                                                ; preds = %134
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  %8 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL6g_live, align 4, !tbaa !6
  %10 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %14
  store i32 5, ptr %15, align 4, !tbaa !6
  %16 = icmp eq i32 %10, 63
  br i1 %16, label %17, label %18

17:                                               ; preds = %12, %2
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !6
  br label %27

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2
  store i32 %19, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %20
  store i32 777, ptr %21, align 4, !tbaa !6
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !6
  %22 = icmp slt i32 %10, 62
  br i1 %22, label %23, label %27

23:                                               ; preds = %18
  %24 = add nsw i32 %10, 3
  store i32 %24, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %25
  store i32 -5, ptr %26, align 4, !tbaa !6
  br label %27

27:                                               ; preds = %18, %23, %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %28 unwind label %42

28:                                               ; preds = %27
  %29 = getelementptr inbounds i8, ptr %1, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr @_ZL6g_live, align 4, !tbaa !6
  %33 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %41

35:                                               ; preds = %28
  %36 = load i32, ptr %1, align 4, !tbaa !13
  %37 = sub nsw i32 0, %36
  %38 = add nsw i32 %33, 1
  store i32 %38, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %39 = sext i32 %33 to i64
  %40 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %39
  store i32 %37, ptr %40, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %35, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  br label %55

42:                                               ; preds = %27
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError
  %44 = extractvalue { ptr, i32 } %43, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %42
  %48 = extractvalue { ptr, i32 } %43, 0
  %49 = call ptr @__cxa_begin_catch(ptr %48) #11
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load i32, ptr %50, align 8, !tbaa !14
  %52 = add nsw i32 %51, -1000
  call void @__cxa_end_catch()
  br label %55

53:                                               ; preds = %129, %42
  %54 = phi { ptr, i32 } [ %43, %42 ], [ %130, %129 ]
  resume { ptr, i32 } %54

55:                                               ; preds = %41, %47
  %56 = phi i32 [ %30, %41 ], [ %52, %47 ]
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %56)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %59 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %149, label %141

61:                                               ; preds = %0, %134
  %62 = phi i32 [ 0, %0 ], [ %138, %134 ]
  %63 = phi i32 [ 0, %0 ], [ %139, %134 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %63)
          to label %134 unwind label %64

64:                                               ; preds = %61
  %65 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  %67 = extractvalue { ptr, i32 } %65, 1
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %70, label %74

70:                                               ; preds = %64
  %71 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = add nsw i32 %72, 100
  tail call void @__cxa_end_catch() #11
  br label %134

74:                                               ; preds = %64
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11
  %76 = icmp eq i32 %67, %75
  br i1 %76, label %77, label %83

77:                                               ; preds = %74
  %78 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  %79 = load double, ptr %78, align 8, !tbaa !18
  %80 = fmul double %79, 2.000000e+00
  %81 = fptosi double %80 to i32
  %82 = add nsw i32 %81, 200
  tail call void @__cxa_end_catch() #11
  br label %134

83:                                               ; preds = %74
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %85 = icmp eq i32 %67, %84
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load i32, ptr %88, align 8, !tbaa !20
  %90 = mul nsw i32 %89, 10
  %91 = add nsw i32 %90, 300
  %92 = getelementptr inbounds i8, ptr %87, i64 24
  %93 = load i32, ptr %92, align 8, !tbaa !14
  %94 = add nsw i32 %91, %93
  tail call void @__cxa_end_catch()
  br label %134

95:                                               ; preds = %83
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %97 = icmp eq i32 %67, %96
  br i1 %97, label %98, label %109

98:                                               ; preds = %95
  %99 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  %100 = getelementptr inbounds i8, ptr %99, i64 8
  %101 = load i32, ptr %100, align 8, !tbaa !20
  %102 = load ptr, ptr %99, align 8, !tbaa !21
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load ptr, ptr %103, align 8
  %105 = invoke noundef i32 %104(ptr noundef nonnull align 8 dereferenceable(24) %99)
          to label %106 unwind label %129

106:                                              ; preds = %98
  %107 = add nsw i32 %101, 400
  %108 = add nsw i32 %107, %105
  tail call void @__cxa_end_catch()
  br label %134

109:                                              ; preds = %95
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11
  %111 = icmp eq i32 %67, %110
  br i1 %111, label %112, label %120

112:                                              ; preds = %109
  %113 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  %114 = getelementptr inbounds i8, ptr %113, i64 8
  %115 = load i32, ptr %114, align 8, !tbaa !20
  %116 = add nsw i32 %115, 500
  %117 = load ptr, ptr %113, align 8, !tbaa !21
  %118 = getelementptr inbounds i8, ptr %117, i64 8
  %119 = load ptr, ptr %118, align 8
  tail call void %119(ptr noundef nonnull align 8 dereferenceable(24) %113) #11
  tail call void @__cxa_end_catch() #11
  br label %134

120:                                              ; preds = %109
  %121 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %122 = icmp eq i32 %67, %121
  %123 = tail call ptr @__cxa_begin_catch(ptr %66) #11
  br i1 %122, label %124, label %128

124:                                              ; preds = %120
  %125 = load i8, ptr %123, align 1, !tbaa !23
  %126 = icmp eq i8 %125, 99
  %127 = select i1 %126, i32 601, i32 600
  tail call void @__cxa_end_catch() #11
  br label %134

128:                                              ; preds = %120
  tail call void @__cxa_end_catch()
  br label %134

129:                                              ; preds = %98
  %130 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %53 unwind label %131

131:                                              ; preds = %129
  %132 = landingpad { ptr, i32 }
          catch ptr null
  %133 = extractvalue { ptr, i32 } %132, 0
  tail call void @__clang_call_terminate(ptr %133) #12
  unreachable

134:                                              ; preds = %61, %70, %77, %86, %106, %112, %124, %128
  %135 = phi i32 [ %73, %70 ], [ %82, %77 ], [ %94, %86 ], [ %108, %106 ], [ %116, %112 ], [ %127, %124 ], [ 999, %128 ], [ 0, %61 ]
  %136 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63, i32 noundef %135, i32 noundef %136)
  %138 = add nsw i32 %135, %62
  %139 = add nuw nsw i32 %63, 1
  %140 = icmp eq i32 %139, 8
  br i1 %140, label %2, label %61, !llvm.loop !24

141:                                              ; preds = %149, %55
  %142 = add nsw i32 %138, 2
  %143 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142, i32 noundef %143)
  %145 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %146 = icmp eq i32 %145, 0
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8
  %148 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %147)
  ret i32 0

149:                                              ; preds = %55, %149
  %150 = phi i64 [ %154, %149 ], [ 0, %55 ]
  %151 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %152)
  %154 = add nuw nsw i64 %150, 1
  %155 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %156 = sext i32 %155 to i64
  %157 = icmp slt i64 %154, %156
  br i1 %157, label %149, label %141, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9
  store i32 %7, ptr %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %30 unwind label %12

12:                                               ; preds = %11
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  %15 = tail call ptr @__cxa_begin_catch(ptr %14) #11
  %16 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !6
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZL13rethrow_count, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #13
          to label %43 unwind label %18

18:                                               ; preds = %12
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40

20:                                               ; preds = %18
  %21 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr @_ZL6g_live, align 4, !tbaa !6
  %23 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %44

25:                                               ; preds = %20
  %26 = sub nsw i32 -50, %0
  %27 = add nsw i32 %23, 1
  store i32 %27, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !6
  br label %44

30:                                               ; preds = %11
  %31 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr @_ZL6g_live, align 4, !tbaa !6
  %33 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %72

35:                                               ; preds = %30
  %36 = sub nsw i32 -50, %0
  %37 = add nsw i32 %33, 1
  store i32 %37, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %38 = sext i32 %33 to i64
  %39 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %38
  store i32 %36, ptr %39, align 4, !tbaa !6
  br label %72

40:                                               ; preds = %18
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  tail call void @__clang_call_terminate(ptr %42) #12
  unreachable

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { ptr, i32 } %19, 0
  %46 = extractvalue { ptr, i32 } %19, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %60

49:                                               ; preds = %44
  %50 = tail call ptr @__cxa_begin_catch(ptr %45) #11
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call ptr @__cxa_allocate_exception(i64 24) #11
  %53 = add nsw i32 %51, 1
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %52, align 8, !tbaa !21
  %54 = getelementptr inbounds i8, ptr %52, i64 8
  store i32 %53, ptr %54, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %52, i64 16
  store ptr @.str.13, ptr %55, align 8, !tbaa !27
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %75 unwind label %56

56:                                               ; preds = %49
  %57 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %58 = extractvalue { ptr, i32 } %57, 0
  %59 = extractvalue { ptr, i32 } %57, 1
  tail call void @__cxa_end_catch() #11
  br label %60

60:                                               ; preds = %56, %44
  %61 = phi i32 [ %59, %56 ], [ %46, %44 ]
  %62 = phi ptr [ %58, %56 ], [ %45, %44 ]
  %63 = phi i32 [ %51, %56 ], [ 0, %44 ]
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %65 = icmp eq i32 %61, %64
  %66 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  br i1 %65, label %67, label %74

67:                                               ; preds = %60
  %68 = getelementptr inbounds i8, ptr %66, i64 8
  %69 = load i32, ptr %68, align 8, !tbaa !20
  %70 = mul nsw i32 %69, 100
  %71 = add nsw i32 %70, %63
  tail call void @__cxa_end_catch()
  br label %72

72:                                               ; preds = %35, %30, %67, %74
  %73 = phi i32 [ %71, %67 ], [ -1, %74 ], [ 0, %30 ], [ 0, %35 ]
  ret i32 %73

74:                                               ; preds = %60
  tail call void @__cxa_end_catch()
  br label %72

75:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %8
  store i32 %0, ptr %9, align 4, !tbaa !6
  br label %10

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
  ]

12:                                               ; preds = %10
  %13 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 42, ptr %13, align 16, !tbaa !6
  br label %37

14:                                               ; preds = %37, %51
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %64

16:                                               ; preds = %10
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store double 3.500000e+00, ptr %17, align 16, !tbaa !18
  br label %37

18:                                               ; preds = %10
  %19 = tail call ptr @__cxa_allocate_exception(i64 24) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %19, align 8, !tbaa !21
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 7, ptr %20, align 8, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %19, i64 16
  store ptr @.str.9, ptr %21, align 8, !tbaa !27
  br label %51

22:                                               ; preds = %10
  %23 = tail call ptr @__cxa_allocate_exception(i64 32) #11
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 9, ptr %24, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %23, i64 16
  store ptr @.str.12, ptr %25, align 8, !tbaa !27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7IoError, i64 16), ptr %23, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %23, i64 24
  store i32 3, ptr %26, align 8, !tbaa !14
  br label %51

27:                                               ; preds = %10
  %28 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  %29 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %30 unwind label %33

30:                                               ; preds = %27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV5Error, i64 16), ptr %29, align 8, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  store i32 11, ptr %31, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr @.str.10, ptr %32, align 8, !tbaa !27
  store ptr %29, ptr %28, align 16, !tbaa !28
  br label %37

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %28) #11
  br label %64

35:                                               ; preds = %10
  %36 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store ptr @.str.11, ptr %36, align 16, !tbaa !28
  br label %37

37:                                               ; preds = %12, %16, %30, %35
  %38 = phi ptr [ %36, %35 ], [ %28, %30 ], [ %17, %16 ], [ %13, %12 ]
  %39 = phi ptr [ @_ZTIPKc, %35 ], [ @_ZTIP5Error, %30 ], [ @_ZTId, %16 ], [ @_ZTIi, %12 ]
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull %39, ptr null) #13
          to label %40 unwind label %14

40:                                               ; preds = %37
  unreachable

41:                                               ; preds = %10
  %42 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 600, ptr %42, align 4, !tbaa !13
  %43 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @_ZL6g_live, align 4, !tbaa !6
  %45 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %46 = icmp slt i32 %45, 64
  br i1 %46, label %47, label %51

47:                                               ; preds = %41
  %48 = add nsw i32 %45, 1
  store i32 %48, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %49 = sext i32 %45 to i64
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %49
  store i32 600, ptr %50, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %41, %47, %18, %22
  %52 = phi ptr [ %23, %22 ], [ %19, %18 ], [ %42, %47 ], [ %42, %41 ]
  %53 = phi ptr [ @_ZTI7IoError, %22 ], [ @_ZTI5Error, %18 ], [ @_ZTI6Tracer, %47 ], [ @_ZTI6Tracer, %41 ]
  %54 = phi ptr [ @_ZN5ErrorD2Ev, %22 ], [ @_ZN5ErrorD2Ev, %18 ], [ @_ZN6TracerD2Ev, %47 ], [ @_ZN6TracerD2Ev, %41 ]
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54) #13
          to label %55 unwind label %14

55:                                               ; preds = %51
  unreachable

56:                                               ; preds = %10
  store i32 %2, ptr @_ZL6g_live, align 4, !tbaa !6
  %57 = icmp slt i32 %11, 64
  br i1 %57, label %58, label %63

58:                                               ; preds = %56
  %59 = sub nsw i32 0, %0
  %60 = add nsw i32 %11, 1
  store i32 %60, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %61 = sext i32 %11 to i64
  %62 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %61
  store i32 %59, ptr %62, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %56, %58
  ret void

64:                                               ; preds = %33, %14
  %65 = phi { ptr, i32 } [ %15, %14 ], [ %34, %33 ]
  %66 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr @_ZL6g_live, align 4, !tbaa !6
  %68 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %69 = icmp slt i32 %68, 64
  br i1 %69, label %70, label %75

70:                                               ; preds = %64
  %71 = sub nsw i32 0, %0
  %72 = add nsw i32 %68, 1
  store i32 %72, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %73 = sext i32 %68 to i64
  %74 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %73
  store i32 %71, ptr %74, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %64, %70
  resume { ptr, i32 } %65
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
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !tbaa !13
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %10 = sext i32 %4 to i64
  %11 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %10
  store i32 %8, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat {
  ret i32 1
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat {
  ret i32 2
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  store i32 %1, ptr %0, align 4, !tbaa !13
  %3 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6g_live, align 4, !tbaa !6
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9
  store i32 %1, ptr %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %7, %2
  %12 = phi i32 [ %8, %7 ], [ %5, %2 ]
  %13 = icmp slt i32 %1, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = tail call ptr @__cxa_allocate_exception(i64 32) #11
  %16 = sub nsw i32 0, %1
  %17 = getelementptr inbounds i8, ptr %15, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr @.str.12, ptr %18, align 8, !tbaa !27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7IoError, i64 16), ptr %15, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %15, i64 24
  store i32 %16, ptr %19, align 8, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %20 unwind label %30

20:                                               ; preds = %14
  unreachable

21:                                               ; preds = %11
  %22 = shl nuw nsw i32 %1, 1
  %23 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %22, ptr %23, align 4, !tbaa !10
  %24 = icmp slt i32 %12, 64
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = add nsw i32 %12, 1
  store i32 %26, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %27 = sext i32 %12 to i64
  %28 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %27
  store i32 777, ptr %28, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %21, %25
  ret void

30:                                               ; preds = %14
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error
  %32 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr @_ZL6g_live, align 4, !tbaa !6
  %34 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %35 = icmp slt i32 %34, 64
  br i1 %35, label %36, label %42

36:                                               ; preds = %30
  %37 = load i32, ptr %0, align 4, !tbaa !13
  %38 = sub nsw i32 0, %37
  %39 = add nsw i32 %34, 1
  store i32 %39, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %40 = sext i32 %34 to i64
  %41 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %40
  store i32 %38, ptr %41, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %36, %30
  %43 = extractvalue { ptr, i32 } %31, 1
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %59

46:                                               ; preds = %42
  %47 = extractvalue { ptr, i32 } %31, 0
  %48 = tail call ptr @__cxa_begin_catch(ptr %47) #11
  %49 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %50 = icmp slt i32 %49, 64
  br i1 %50, label %51, label %55

51:                                               ; preds = %46
  %52 = add nsw i32 %49, 1
  store i32 %52, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %53 = sext i32 %49 to i64
  %54 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %53
  store i32 888, ptr %54, align 4, !tbaa !6
  br label %55

55:                                               ; preds = %46, %51
  invoke void @__cxa_rethrow()
          to label %56 unwind label %57

56:                                               ; preds = %55
  unreachable

57:                                               ; preds = %55
  %58 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %59 unwind label %61

59:                                               ; preds = %57, %42
  %60 = phi { ptr, i32 } [ %31, %42 ], [ %58, %57 ]
  resume { ptr, i32 } %60

61:                                               ; preds = %57
  %62 = landingpad { ptr, i32 }
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  tail call void @__clang_call_terminate(ptr %63) #12
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS6Holder", !12, i64 0, !7, i64 4}
!12 = !{!"_ZTS6Tracer", !7, i64 0}
!13 = !{!12, !7, i64 0}
!14 = !{!15, !7, i64 24}
!15 = !{!"_ZTS7IoError", !16, i64 0, !7, i64 24}
!16 = !{!"_ZTS5Error", !7, i64 8, !17, i64 16}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = !{!16, !7, i64 8}
!21 = !{!22, !22, i64 0}
!22 = !{!"vtable pointer", !9, i64 0}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!16, !17, i64 16}
!28 = !{!17, !17, i64 0}

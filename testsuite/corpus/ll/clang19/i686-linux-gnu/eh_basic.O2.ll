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
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN5ErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %57

2:                                                ; preds = %130
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
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %14 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 5, ptr %14, align 4, !tbaa !6
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !6
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %19 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %13
  store i32 777, ptr %19, align 4, !tbaa !6
  store i32 %8, ptr @_ZL6g_live, align 4, !tbaa !6
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %23 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %18
  store i32 -5, ptr %23, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %17, %21, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %25 unwind label %38

25:                                               ; preds = %24
  %26 = getelementptr inbounds i8, ptr %1, i32 4
  %27 = load i32, ptr %26, align 4, !tbaa !10
  %28 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr @_ZL6g_live, align 4, !tbaa !6
  %30 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %31 = icmp slt i32 %30, 64
  br i1 %31, label %32, label %37

32:                                               ; preds = %25
  %33 = load i32, ptr %1, align 4, !tbaa !13
  %34 = sub nsw i32 0, %33
  %35 = add nsw i32 %30, 1
  store i32 %35, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %30
  store i32 %34, ptr %36, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %32, %25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  br label %51

38:                                               ; preds = %24
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7IoError
  %40 = extractvalue { ptr, i32 } %39, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0
  %45 = call ptr @__cxa_begin_catch(ptr %44) #11
  %46 = getelementptr inbounds i8, ptr %45, i32 12
  %47 = load i32, ptr %46, align 4, !tbaa !14
  %48 = add nsw i32 %47, -1000
  call void @__cxa_end_catch()
  br label %51

49:                                               ; preds = %125, %38
  %50 = phi { ptr, i32 } [ %39, %38 ], [ %126, %125 ]
  resume { ptr, i32 } %50

51:                                               ; preds = %37, %43
  %52 = phi i32 [ %27, %37 ], [ %48, %43 ]
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %55 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %56 = icmp sgt i32 %55, 0
  br i1 %56, label %145, label %137

57:                                               ; preds = %0, %130
  %58 = phi i32 [ 0, %0 ], [ %134, %130 ]
  %59 = phi i32 [ 0, %0 ], [ %135, %130 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %59)
          to label %130 unwind label %60

60:                                               ; preds = %57
  %61 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null
  %62 = extractvalue { ptr, i32 } %61, 0
  %63 = extractvalue { ptr, i32 } %61, 1
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %70

66:                                               ; preds = %60
  %67 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = add nsw i32 %68, 100
  tail call void @__cxa_end_catch() #11
  br label %130

70:                                               ; preds = %60
  %71 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11
  %72 = icmp eq i32 %63, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %70
  %74 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  %75 = load double, ptr %74, align 4, !tbaa !18
  %76 = fmul double %75, 2.000000e+00
  %77 = fptosi double %76 to i32
  %78 = add nsw i32 %77, 200
  tail call void @__cxa_end_catch() #11
  br label %130

79:                                               ; preds = %70
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7IoError) #11
  %81 = icmp eq i32 %63, %80
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  %84 = getelementptr inbounds i8, ptr %83, i32 4
  %85 = load i32, ptr %84, align 4, !tbaa !20
  %86 = mul nsw i32 %85, 10
  %87 = add nsw i32 %86, 300
  %88 = getelementptr inbounds i8, ptr %83, i32 12
  %89 = load i32, ptr %88, align 4, !tbaa !14
  %90 = add nsw i32 %87, %89
  tail call void @__cxa_end_catch()
  br label %130

91:                                               ; preds = %79
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %93 = icmp eq i32 %63, %92
  br i1 %93, label %94, label %105

94:                                               ; preds = %91
  %95 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  %96 = getelementptr inbounds i8, ptr %95, i32 4
  %97 = load i32, ptr %96, align 4, !tbaa !20
  %98 = load ptr, ptr %95, align 4, !tbaa !21
  %99 = getelementptr inbounds i8, ptr %98, i32 8
  %100 = load ptr, ptr %99, align 4
  %101 = invoke noundef i32 %100(ptr noundef nonnull align 4 dereferenceable(12) %95)
          to label %102 unwind label %125

102:                                              ; preds = %94
  %103 = add nsw i32 %97, 400
  %104 = add nsw i32 %103, %101
  tail call void @__cxa_end_catch()
  br label %130

105:                                              ; preds = %91
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Error) #11
  %107 = icmp eq i32 %63, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %105
  %109 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  %110 = getelementptr inbounds i8, ptr %109, i32 4
  %111 = load i32, ptr %110, align 4, !tbaa !20
  %112 = add nsw i32 %111, 500
  %113 = load ptr, ptr %109, align 4, !tbaa !21
  %114 = getelementptr inbounds i8, ptr %113, i32 4
  %115 = load ptr, ptr %114, align 4
  tail call void %115(ptr noundef nonnull align 4 dereferenceable(12) %109) #11
  tail call void @__cxa_end_catch() #11
  br label %130

116:                                              ; preds = %105
  %117 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %118 = icmp eq i32 %63, %117
  %119 = tail call ptr @__cxa_begin_catch(ptr %62) #11
  br i1 %118, label %120, label %124

120:                                              ; preds = %116
  %121 = load i8, ptr %119, align 1, !tbaa !23
  %122 = icmp eq i8 %121, 99
  %123 = select i1 %122, i32 601, i32 600
  tail call void @__cxa_end_catch() #11
  br label %130

124:                                              ; preds = %116
  tail call void @__cxa_end_catch()
  br label %130

125:                                              ; preds = %94
  %126 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %49 unwind label %127

127:                                              ; preds = %125
  %128 = landingpad { ptr, i32 }
          catch ptr null
  %129 = extractvalue { ptr, i32 } %128, 0
  tail call void @__clang_call_terminate(ptr %129) #12
  unreachable

130:                                              ; preds = %57, %66, %73, %82, %102, %108, %120, %124
  %131 = phi i32 [ %69, %66 ], [ %78, %73 ], [ %90, %82 ], [ %104, %102 ], [ %112, %108 ], [ %123, %120 ], [ 999, %124 ], [ 0, %57 ]
  %132 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59, i32 noundef %131, i32 noundef %132)
  %134 = add nsw i32 %131, %58
  %135 = add nuw nsw i32 %59, 1
  %136 = icmp eq i32 %135, 8
  br i1 %136, label %2, label %57, !llvm.loop !24

137:                                              ; preds = %145, %51
  %138 = add nsw i32 %134, 2
  %139 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %138, i32 noundef %139)
  %141 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %142 = icmp eq i32 %141, 0
  %143 = select i1 %142, ptr @.str.7, ptr @.str.8
  %144 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %143)
  ret i32 0

145:                                              ; preds = %51, %145
  %146 = phi i32 [ %150, %145 ], [ 0, %51 ]
  %147 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %146
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %148)
  %150 = add nuw nsw i32 %146, 1
  %151 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %145, label %137, !llvm.loop !26
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
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nuw nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %7, ptr %9, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11

11:                                               ; preds = %10
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #11
  %15 = load i32, ptr @_ZL13rethrow_count, align 4, !tbaa !6
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @_ZL13rethrow_count, align 4, !tbaa !6
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
  %20 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr @_ZL6g_live, align 4, !tbaa !6
  %22 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %23 = icmp slt i32 %22, 64
  br i1 %23, label %24, label %41

24:                                               ; preds = %19
  %25 = sub nsw i32 -50, %0
  %26 = add nsw i32 %22, 1
  store i32 %26, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %27 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %22
  store i32 %25, ptr %27, align 4, !tbaa !6
  br label %41

28:                                               ; preds = %10
  %29 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr @_ZL6g_live, align 4, !tbaa !6
  %31 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %69

33:                                               ; preds = %28
  %34 = sub nsw i32 -50, %0
  %35 = add nsw i32 %31, 1
  store i32 %35, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %36 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %31
  store i32 %34, ptr %36, align 4, !tbaa !6
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
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = tail call ptr @__cxa_allocate_exception(i32 12) #11
  %50 = add nsw i32 %48, 1
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %49, align 4, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %49, i32 4
  store i32 %50, ptr %51, align 4, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %49, i32 8
  store ptr @.str.13, ptr %52, align 4, !tbaa !27
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI5Error, ptr nonnull @_ZN5ErrorD2Ev) #13
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
  %66 = load i32, ptr %65, align 4, !tbaa !20
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

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %8 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %0, ptr %8, align 4, !tbaa !6
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
  store i32 42, ptr %12, align 16, !tbaa !6
  br label %36

13:                                               ; preds = %36, %49
  %14 = landingpad { ptr, i32 }
          cleanup
  br label %61

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_allocate_exception(i32 8) #11
  store double 3.500000e+00, ptr %16, align 16, !tbaa !18
  br label %36

17:                                               ; preds = %9
  %18 = tail call ptr @__cxa_allocate_exception(i32 12) #11
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %18, align 4, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %18, i32 4
  store i32 7, ptr %19, align 4, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %18, i32 8
  store ptr @.str.9, ptr %20, align 4, !tbaa !27
  br label %49

21:                                               ; preds = %9
  %22 = tail call ptr @__cxa_allocate_exception(i32 16) #11
  %23 = getelementptr inbounds i8, ptr %22, i32 4
  store i32 9, ptr %23, align 4, !tbaa !20
  %24 = getelementptr inbounds i8, ptr %22, i32 8
  store ptr @.str.12, ptr %24, align 4, !tbaa !27
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %22, align 4, !tbaa !21
  %25 = getelementptr inbounds i8, ptr %22, i32 12
  store i32 3, ptr %25, align 4, !tbaa !14
  br label %49

26:                                               ; preds = %9
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %28 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwj(i32 noundef 12) #14
          to label %29 unwind label %32

29:                                               ; preds = %26
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV5Error, i32 8), ptr %28, align 4, !tbaa !21
  %30 = getelementptr inbounds i8, ptr %28, i32 4
  store i32 11, ptr %30, align 4, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %28, i32 8
  store ptr @.str.10, ptr %31, align 4, !tbaa !27
  store ptr %28, ptr %27, align 16, !tbaa !28
  br label %36

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %27) #11
  br label %61

34:                                               ; preds = %9
  %35 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.11, ptr %35, align 16, !tbaa !28
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
  store i32 600, ptr %41, align 4, !tbaa !13
  %42 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @_ZL6g_live, align 4, !tbaa !6
  %44 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %45 = icmp slt i32 %44, 64
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = add nsw i32 %44, 1
  store i32 %47, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %48 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %44
  store i32 600, ptr %48, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %40, %46, %17, %21
  %50 = phi ptr [ %22, %21 ], [ %18, %17 ], [ %41, %46 ], [ %41, %40 ]
  %51 = phi ptr [ @_ZTI7IoError, %21 ], [ @_ZTI5Error, %17 ], [ @_ZTI6Tracer, %46 ], [ @_ZTI6Tracer, %40 ]
  %52 = phi ptr [ @_ZN5ErrorD2Ev, %21 ], [ @_ZN5ErrorD2Ev, %17 ], [ @_ZN6TracerD2Ev, %46 ], [ @_ZN6TracerD2Ev, %40 ]
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52) #13
          to label %53 unwind label %13

53:                                               ; preds = %49
  unreachable

54:                                               ; preds = %9
  store i32 %2, ptr @_ZL6g_live, align 4, !tbaa !6
  %55 = icmp slt i32 %10, 64
  br i1 %55, label %56, label %60

56:                                               ; preds = %54
  %57 = sub nsw i32 0, %0
  %58 = add nsw i32 %10, 1
  store i32 %58, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %59 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %10
  store i32 %57, ptr %59, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %54, %56
  ret void

61:                                               ; preds = %32, %13
  %62 = phi { ptr, i32 } [ %14, %13 ], [ %33, %32 ]
  %63 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %64 = add nsw i32 %63, -1
  store i32 %64, ptr @_ZL6g_live, align 4, !tbaa !6
  %65 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  %68 = sub nsw i32 0, %0
  %69 = add nsw i32 %65, 1
  store i32 %69, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %70 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %65
  store i32 %68, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %61, %67
  resume { ptr, i32 } %62
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
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %0, align 4, !tbaa !13
  %8 = sub nsw i32 0, %7
  %9 = add nsw i32 %4, 1
  store i32 %9, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %4
  store i32 %8, ptr %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 12) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i32 2
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 %1, ptr %0, align 4, !tbaa !13
  %3 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6g_live, align 4, !tbaa !6
  %5 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %5
  store i32 %1, ptr %9, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %8, %7 ], [ %5, %2 ]
  %12 = icmp slt i32 %1, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 16) #11
  %15 = sub nsw i32 0, %1
  %16 = getelementptr inbounds i8, ptr %14, i32 4
  store i32 %1, ptr %16, align 4, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %14, i32 8
  store ptr @.str.12, ptr %17, align 4, !tbaa !27
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7IoError, i32 8), ptr %14, align 4, !tbaa !21
  %18 = getelementptr inbounds i8, ptr %14, i32 12
  store i32 %15, ptr %18, align 4, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI7IoError, ptr nonnull @_ZN5ErrorD2Ev) #13
          to label %19 unwind label %28

19:                                               ; preds = %13
  unreachable

20:                                               ; preds = %10
  %21 = shl nuw nsw i32 %1, 1
  %22 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %21, ptr %22, align 4, !tbaa !10
  %23 = icmp slt i32 %11, 64
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = add nsw i32 %11, 1
  store i32 %25, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %26 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %11
  store i32 777, ptr %26, align 4, !tbaa !6
  br label %27

27:                                               ; preds = %20, %24
  ret void

28:                                               ; preds = %13
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error
  %30 = load i32, ptr @_ZL6g_live, align 4, !tbaa !6
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr @_ZL6g_live, align 4, !tbaa !6
  %32 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %39

34:                                               ; preds = %28
  %35 = load i32, ptr %0, align 4, !tbaa !13
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %32, 1
  store i32 %37, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %38 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %32
  store i32 %36, ptr %38, align 4, !tbaa !6
  br label %39

39:                                               ; preds = %34, %28
  %40 = extractvalue { ptr, i32 } %29, 1
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #11
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %55

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %29, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #11
  %46 = load i32, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %47 = icmp slt i32 %46, 64
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = add nsw i32 %46, 1
  store i32 %49, ptr @_ZL6g_nlog, align 4, !tbaa !6
  %50 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %46
  store i32 888, ptr %50, align 4, !tbaa !6
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS6Holder", !12, i64 0, !7, i64 4}
!12 = !{!"_ZTS6Tracer", !7, i64 0}
!13 = !{!12, !7, i64 0}
!14 = !{!15, !7, i64 12}
!15 = !{!"_ZTS7IoError", !16, i64 0, !7, i64 12}
!16 = !{!"_ZTS5Error", !7, i64 4, !17, i64 8}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = !{!16, !7, i64 4}
!21 = !{!22, !22, i64 0}
!22 = !{!"vtable pointer", !9, i64 0}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!16, !17, i64 8}
!28 = !{!17, !17, i64 0}

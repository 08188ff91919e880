; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.D = type { %struct.A.base, [4 x i8], %struct.B.base, i32 }
%struct.A.base = type <{ ptr, i32 }>
%struct.B.base = type <{ ptr, i32 }>

$_ZN1DD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZThn16_NK1D4whoBEv = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1D = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1D = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTV1D = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1A, i64 2, ptr @_ZTI1B, i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, comdat, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D4whoAEv, ptr @_ZNK1D4whoBEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1D, ptr @_ZThn16_N1DD1Ev, ptr @_ZThn16_N1DD0Ev, ptr @_ZThn16_NK1D4whoBEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.14 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.D, align 8
  %2 = tail call ptr @__cxa_allocate_exception(i64 32) #10
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %4, align 8, !tbaa !6
  store i32 10, ptr %3, align 8, !tbaa !9
  store <2 x i32> <i32 20, i32 1>, ptr %5, align 8, !tbaa !13
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %132 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTI1B
  %9 = extractvalue { ptr, i32 } %8, 0
  %10 = extractvalue { ptr, i32 } %8, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %124

13:                                               ; preds = %7
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #10
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !14
  %17 = load ptr, ptr %14, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  %20 = invoke noundef ptr %19(ptr noundef nonnull align 8 dereferenceable(12) %14)
          to label %21 unwind label %33

21:                                               ; preds = %13
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16, ptr noundef %20)
  %23 = getelementptr inbounds i8, ptr %14, i64 -8
  %24 = load i32, ptr %23, align 8, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %14, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !16
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %26)
  tail call void @__cxa_end_catch()
  %28 = tail call ptr @__cxa_allocate_exception(i64 32) #10
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = getelementptr inbounds i8, ptr %28, i64 16
  %31 = getelementptr inbounds i8, ptr %28, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %28, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %30, align 8, !tbaa !6
  store i32 20, ptr %29, align 8, !tbaa !9
  store <2 x i32> <i32 40, i32 2>, ptr %31, align 8, !tbaa !13
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %132 unwind label %38

33:                                               ; preds = %13
  %34 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %35 unwind label %129

35:                                               ; preds = %33
  %36 = extractvalue { ptr, i32 } %34, 1
  %37 = extractvalue { ptr, i32 } %34, 0
  br label %124

38:                                               ; preds = %21
  %39 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
  %40 = extractvalue { ptr, i32 } %39, 0
  %41 = extractvalue { ptr, i32 } %39, 1
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %124

44:                                               ; preds = %38
  %45 = tail call ptr @__cxa_begin_catch(ptr %40) #10
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !9
  %48 = load ptr, ptr %45, align 8, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = invoke noundef ptr %50(ptr noundef nonnull align 8 dereferenceable(12) %45)
          to label %52 unwind label %60

52:                                               ; preds = %44
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47, ptr noundef %51)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  %54 = getelementptr inbounds i8, ptr %1, i64 8
  %55 = getelementptr inbounds i8, ptr %1, i64 16
  %56 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 30, ptr %54, align 8, !tbaa !9
  store <2 x i32> <i32 60, i32 3>, ptr %56, align 8, !tbaa !13
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %59 = tail call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %1, ptr %59, align 16, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIP1D, ptr null) #11
          to label %132 unwind label %65

60:                                               ; preds = %44
  %61 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %62 unwind label %129

62:                                               ; preds = %60
  %63 = extractvalue { ptr, i32 } %61, 1
  %64 = extractvalue { ptr, i32 } %61, 0
  br label %124

65:                                               ; preds = %52
  %66 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1A
  %67 = extractvalue { ptr, i32 } %66, 0
  %68 = extractvalue { ptr, i32 } %66, 1
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1A) #10
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %119

71:                                               ; preds = %65
  %72 = call ptr @__cxa_begin_catch(ptr %67) #10
  %73 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @__cxa_end_catch() #10
  %74 = call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %1, ptr %74, align 16, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIP1D, ptr null) #11
          to label %132 unwind label %75

75:                                               ; preds = %71
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1B
  %77 = extractvalue { ptr, i32 } %76, 0
  %78 = extractvalue { ptr, i32 } %76, 1
  %79 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1B) #10
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %119

81:                                               ; preds = %75
  %82 = call ptr @__cxa_begin_catch(ptr %77) #10
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load i32, ptr %83, align 8, !tbaa !14
  %85 = icmp eq ptr %82, %55
  %86 = zext i1 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %84, i32 noundef %86)
  call void @__cxa_end_catch() #10
  %88 = call ptr @__cxa_allocate_exception(i64 32) #10
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = getelementptr inbounds i8, ptr %88, i64 16
  %91 = getelementptr inbounds i8, ptr %88, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %88, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %90, align 8, !tbaa !6
  store i32 40, ptr %89, align 8, !tbaa !9
  store <2 x i32> <i32 80, i32 4>, ptr %91, align 8, !tbaa !13
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  invoke void @__cxa_throw(ptr nonnull %88, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %132 unwind label %93

93:                                               ; preds = %81
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %95 = extractvalue { ptr, i32 } %94, 0
  %96 = extractvalue { ptr, i32 } %94, 1
  %97 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1D) #10
  %98 = icmp eq i32 %96, %97
  br i1 %98, label %99, label %119

99:                                               ; preds = %93
  %100 = call ptr @__cxa_get_exception_ptr(ptr %95) #10
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load i32, ptr %101, align 8, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %100, i64 24
  %104 = load i32, ptr %103, align 8, !tbaa !14
  %105 = getelementptr inbounds i8, ptr %100, i64 28
  %106 = load i32, ptr %105, align 4, !tbaa !16
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %106)
  %108 = call ptr @__cxa_begin_catch(ptr %95) #10
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %102, i32 noundef %104, i32 noundef %106)
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %106)
  invoke void @__cxa_end_catch()
          to label %111 unwind label %115

111:                                              ; preds = %99
  %112 = call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %55, align 8, !tbaa !6
  %113 = load i32, ptr %57, align 4, !tbaa !16
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %113)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 0

115:                                              ; preds = %99
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  %118 = extractvalue { ptr, i32 } %116, 1
  br label %119

119:                                              ; preds = %115, %93, %75, %65
  %120 = phi i32 [ %118, %115 ], [ %96, %93 ], [ %78, %75 ], [ %68, %65 ]
  %121 = phi ptr [ %117, %115 ], [ %95, %93 ], [ %77, %75 ], [ %67, %65 ]
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %55, align 8, !tbaa !6
  %122 = load i32, ptr %57, align 4, !tbaa !16
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %122)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  br label %124

124:                                              ; preds = %119, %62, %38, %35, %7
  %125 = phi i32 [ %120, %119 ], [ %63, %62 ], [ %41, %38 ], [ %36, %35 ], [ %10, %7 ]
  %126 = phi ptr [ %121, %119 ], [ %64, %62 ], [ %40, %38 ], [ %37, %35 ], [ %9, %7 ]
  %127 = insertvalue { ptr, i32 } poison, ptr %126, 0
  %128 = insertvalue { ptr, i32 } %127, i32 %125, 1
  resume { ptr, i32 } %128

129:                                              ; preds = %60, %33
  %130 = landingpad { ptr, i32 }
          catch ptr null
  %131 = extractvalue { ptr, i32 } %130, 0
  tail call void @__clang_call_terminate(ptr %131) #12
  unreachable

132:                                              ; preds = %81, %71, %52, %21, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %0, align 8, !tbaa !6
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %2, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 28
  %4 = load i32, ptr %3, align 4, !tbaa !16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %0, align 8, !tbaa !6
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %2, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 28
  %4 = load i32, ptr %3, align 4, !tbaa !16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  ret ptr @.str.10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  ret ptr @.str.11
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #13
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZThn16_NK1D4whoBEv(ptr noundef %0) unnamed_addr #7 comdat {
  ret ptr @.str.11
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"_ZTS1A", !11, i64 8}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !8, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !11, i64 8}
!15 = !{!"_ZTS1B", !11, i64 8}
!16 = !{!17, !11, i64 28}
!17 = !{!"_ZTS1D", !10, i64 0, !15, i64 16, !11, i64 28}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !12, i64 0}

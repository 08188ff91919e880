; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.D, align 8
  %2 = tail call ptr @__cxa_allocate_exception(i64 32) #10
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  store i32 1, ptr %6, align 4, !tbaa !8
  store i32 10, ptr %3, align 8, !tbaa !14
  store i32 20, ptr %5, align 8, !tbaa !15
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %135 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI1B
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #10
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %127

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #10
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !15
  %18 = load ptr, ptr %15, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  %21 = invoke noundef ptr %20(ptr noundef nonnull align 8 dereferenceable(12) %15)
          to label %22 unwind label %35

22:                                               ; preds = %14
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, ptr noundef %21)
  %24 = getelementptr inbounds i8, ptr %15, i64 -8
  %25 = load i32, ptr %24, align 8, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %15, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !8
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef %27)
  tail call void @__cxa_end_catch()
  %29 = tail call ptr @__cxa_allocate_exception(i64 32) #10
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = getelementptr inbounds i8, ptr %29, i64 16
  %32 = getelementptr inbounds i8, ptr %29, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %29, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %31, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %29, i64 28
  store i32 2, ptr %33, align 4, !tbaa !8
  store i32 20, ptr %30, align 8, !tbaa !14
  store i32 40, ptr %32, align 8, !tbaa !15
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %135 unwind label %40

35:                                               ; preds = %14
  %36 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %37 unwind label %132

37:                                               ; preds = %35
  %38 = extractvalue { ptr, i32 } %36, 1
  %39 = extractvalue { ptr, i32 } %36, 0
  br label %127

40:                                               ; preds = %22
  %41 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = extractvalue { ptr, i32 } %41, 1
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %127

46:                                               ; preds = %40
  %47 = tail call ptr @__cxa_begin_catch(ptr %42) #10
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load i32, ptr %48, align 8, !tbaa !14
  %50 = load ptr, ptr %47, align 8, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  %53 = invoke noundef ptr %52(ptr noundef nonnull align 8 dereferenceable(12) %47)
          to label %54 unwind label %62

54:                                               ; preds = %46
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49, ptr noundef %53)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = getelementptr inbounds i8, ptr %1, i64 16
  %58 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %57, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 3, ptr %59, align 4, !tbaa !8
  store i32 30, ptr %56, align 8, !tbaa !14
  store i32 60, ptr %58, align 8, !tbaa !15
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %61 = tail call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %1, ptr %61, align 16, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %61, ptr nonnull @_ZTIP1D, ptr null) #11
          to label %135 unwind label %67

62:                                               ; preds = %46
  %63 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %64 unwind label %132

64:                                               ; preds = %62
  %65 = extractvalue { ptr, i32 } %63, 1
  %66 = extractvalue { ptr, i32 } %63, 0
  br label %127

67:                                               ; preds = %54
  %68 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1A
  %69 = extractvalue { ptr, i32 } %68, 0
  %70 = extractvalue { ptr, i32 } %68, 1
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1A) #10
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %122

73:                                               ; preds = %67
  %74 = call ptr @__cxa_begin_catch(ptr %69) #10
  %75 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @__cxa_end_catch() #10
  %76 = call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %1, ptr %76, align 16, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %76, ptr nonnull @_ZTIP1D, ptr null) #11
          to label %135 unwind label %77

77:                                               ; preds = %73
  %78 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1B
  %79 = extractvalue { ptr, i32 } %78, 0
  %80 = extractvalue { ptr, i32 } %78, 1
  %81 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1B) #10
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %122

83:                                               ; preds = %77
  %84 = call ptr @__cxa_begin_catch(ptr %79) #10
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load i32, ptr %85, align 8, !tbaa !15
  %87 = icmp eq ptr %84, %57
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %86, i32 noundef %88)
  call void @__cxa_end_catch() #10
  %90 = call ptr @__cxa_allocate_exception(i64 32) #10
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = getelementptr inbounds i8, ptr %90, i64 16
  %93 = getelementptr inbounds i8, ptr %90, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %90, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %90, i64 28
  store i32 4, ptr %94, align 4, !tbaa !8
  store i32 40, ptr %91, align 8, !tbaa !14
  store i32 80, ptr %93, align 8, !tbaa !15
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  invoke void @__cxa_throw(ptr nonnull %90, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #11
          to label %135 unwind label %96

96:                                               ; preds = %83
  %97 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %98 = extractvalue { ptr, i32 } %97, 0
  %99 = extractvalue { ptr, i32 } %97, 1
  %100 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1D) #10
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %122

102:                                              ; preds = %96
  %103 = call ptr @__cxa_get_exception_ptr(ptr %98) #10
  %104 = getelementptr inbounds i8, ptr %103, i64 8
  %105 = load i32, ptr %104, align 8, !tbaa !14
  %106 = getelementptr inbounds i8, ptr %103, i64 24
  %107 = load i32, ptr %106, align 8, !tbaa !15
  %108 = getelementptr inbounds i8, ptr %103, i64 28
  %109 = load i32, ptr %108, align 4, !tbaa !8
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %109)
  %111 = call ptr @__cxa_begin_catch(ptr %98) #10
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %105, i32 noundef %107, i32 noundef %109)
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %109)
  invoke void @__cxa_end_catch()
          to label %114 unwind label %118

114:                                              ; preds = %102
  %115 = call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %57, align 8, !tbaa !5
  %116 = load i32, ptr %59, align 4, !tbaa !8
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %116)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 0

118:                                              ; preds = %102
  %119 = landingpad { ptr, i32 }
          cleanup
  %120 = extractvalue { ptr, i32 } %119, 0
  %121 = extractvalue { ptr, i32 } %119, 1
  br label %122

122:                                              ; preds = %118, %96, %77, %67
  %123 = phi i32 [ %121, %118 ], [ %99, %96 ], [ %80, %77 ], [ %70, %67 ]
  %124 = phi ptr [ %120, %118 ], [ %98, %96 ], [ %79, %77 ], [ %69, %67 ]
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %1, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %57, align 8, !tbaa !5
  %125 = load i32, ptr %59, align 4, !tbaa !8
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %125)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  br label %127

127:                                              ; preds = %122, %64, %40, %37, %8
  %128 = phi i32 [ %123, %122 ], [ %65, %64 ], [ %43, %40 ], [ %38, %37 ], [ %11, %8 ]
  %129 = phi ptr [ %124, %122 ], [ %66, %64 ], [ %42, %40 ], [ %39, %37 ], [ %10, %8 ]
  %130 = insertvalue { ptr, i32 } poison, ptr %129, 0
  %131 = insertvalue { ptr, i32 } %130, i32 %128, 1
  resume { ptr, i32 } %131

132:                                              ; preds = %62, %35
  %133 = landingpad { ptr, i32 }
          catch ptr null
  %134 = extractvalue { ptr, i32 } %133, 0
  tail call void @__clang_call_terminate(ptr %134) #12
  unreachable

135:                                              ; preds = %83, %73, %54, %22, %0
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %2, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 28
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %2, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 28
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.11
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV1D, i64 16), ptr %2, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 64), ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPv(ptr noundef nonnull %2) #13
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZThn16_NK1D4whoBEv(ptr noundef %0) unnamed_addr #7 comdat align 2 {
  ret ptr @.str.11
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 28}
!9 = !{!"_ZTS1D", !10, i64 0, !13, i64 16, !11, i64 28}
!10 = !{!"_ZTS1A", !11, i64 8}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!"_ZTS1B", !11, i64 8}
!14 = !{!10, !11, i64 8}
!15 = !{!13, !11, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !12, i64 0}

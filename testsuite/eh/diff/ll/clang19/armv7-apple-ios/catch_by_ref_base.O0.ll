; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Base = type { ptr, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Mid = linkonce_odr constant [5 x i8] c"3Mid\00", align 1
@_ZTI3Mid = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Mid, ptr @_ZTI4Base }, align 4
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr constant [6 x i8] c"4Leaf\00", align 1
@_ZTI4Leaf = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Leaf, ptr @_ZTI3Mid }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base4nameEv, ptr @_ZN4BaseD1Ev, ptr @_ZN4BaseD0Ev] }, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZNK3Mid4nameEv, ptr @_ZN3MidD1Ev, ptr @_ZN3MidD0Ev] }, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Mid\0A\00", align 1
@_ZTV4Leaf = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZNK4Leaf4nameEv, ptr @_ZN4LeafD1Ev, ptr @_ZN4LeafD0Ev] }, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"~Leaf\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %65, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %74

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  invoke void @_ZL1fi(i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  br label %68

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Mid) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %44

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #7
  store ptr %23, ptr %5, align 4
  %24 = load ptr, ptr %5, align 4
  %25 = load ptr, ptr %24, align 4
  %26 = getelementptr inbounds ptr, ptr %25, i64 0
  %27 = load ptr, ptr %26, align 4
  %28 = invoke noundef ptr %27(ptr noundef nonnull align 4 dereferenceable(8) %24)
          to label %29 unwind label %39

29:                                               ; preds = %21
  %30 = load ptr, ptr %5, align 4
  %31 = getelementptr inbounds %struct.Base, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %28, i32 noundef %32)
          to label %34 unwind label %39

34:                                               ; preds = %29
  %35 = load ptr, ptr %5, align 4
  %36 = getelementptr inbounds %struct.Base, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %37, 100
  store i32 %38, ptr %36, align 4
  invoke void @__cxa_rethrow() #8
          to label %83 unwind label %39

39:                                               ; preds = %34, %29, %21
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %3, align 4
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %80

43:                                               ; preds = %39
  br label %44

44:                                               ; preds = %43, %17
  %45 = load i32, ptr %4, align 4
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %75

48:                                               ; preds = %44
  %49 = load ptr, ptr %3, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #7
  store ptr %50, ptr %6, align 4
  %51 = load ptr, ptr %6, align 4
  %52 = load ptr, ptr %51, align 4
  %53 = getelementptr inbounds ptr, ptr %52, i64 0
  %54 = load ptr, ptr %53, align 4
  %55 = invoke noundef ptr %54(ptr noundef nonnull align 4 dereferenceable(8) %51)
          to label %56 unwind label %69

56:                                               ; preds = %48
  %57 = load ptr, ptr %6, align 4
  %58 = getelementptr inbounds %struct.Base, ptr %57, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %55, i32 noundef %59)
          to label %61 unwind label %69

61:                                               ; preds = %56
  call void @__cxa_end_catch()
  br label %62

62:                                               ; preds = %61, %68
  %63 = load i32, ptr %2, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63)
  br label %65

65:                                               ; preds = %62
  %66 = load i32, ptr %2, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %2, align 4
  br label %7, !llvm.loop !5

68:                                               ; preds = %12
  br label %62

69:                                               ; preds = %56, %48
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %3, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %80

73:                                               ; preds = %69
  br label %75

74:                                               ; preds = %7
  ret i32 0

75:                                               ; preds = %73, %44
  %76 = load ptr, ptr %3, align 4
  %77 = load i32, ptr %4, align 4
  %78 = insertvalue { ptr, i32 } poison, ptr %76, 0
  %79 = insertvalue { ptr, i32 } %78, i32 %77, 1
  resume { ptr, i32 } %79

80:                                               ; preds = %69, %39
  %81 = landingpad { ptr, i32 }
          catch ptr null
  %82 = extractvalue { ptr, i32 } %81, 0
  call void @__clang_call_terminate(ptr %82) #9
  unreachable

83:                                               ; preds = %34
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL1fi(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 8) #7
  %9 = invoke noundef ptr @_ZN4BaseC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 10)
          to label %10 unwind label %11

10:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI4Base, ptr @_ZN4BaseD1Ev) #8
  unreachable

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  call void @__cxa_free_exception(ptr %8) #7
  br label %34

15:                                               ; preds = %1
  %16 = load i32, ptr %2, align 4
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = call ptr @__cxa_allocate_exception(i32 8) #7
  %20 = invoke noundef ptr @_ZN3MidC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %19, i32 noundef 11)
          to label %21 unwind label %22

21:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTI3Mid, ptr @_ZN3MidD1Ev) #8
  unreachable

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  call void @__cxa_free_exception(ptr %19) #7
  br label %34

26:                                               ; preds = %15
  %27 = call ptr @__cxa_allocate_exception(i32 8) #7
  %28 = invoke noundef ptr @_ZN4LeafC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %27, i32 noundef 12)
          to label %29 unwind label %30

29:                                               ; preds = %26
  call void @__cxa_throw(ptr %27, ptr @_ZTI4Leaf, ptr @_ZN4LeafD1Ev) #8
  unreachable

30:                                               ; preds = %26
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %3, align 4
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %4, align 4
  call void @__cxa_free_exception(ptr %27) #7
  br label %34

34:                                               ; preds = %30, %22, %11
  %35 = load ptr, ptr %3, align 4
  %36 = load i32, ptr %4, align 4
  %37 = insertvalue { ptr, i32 } poison, ptr %35, 0
  %38 = insertvalue { ptr, i32 } %37, i32 %36, 1
  resume { ptr, i32 } %38
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4BaseC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN3MidC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3MidD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4LeafC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4LeafC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeafD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeafD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPv(ptr noundef %3) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN3MidD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3MidD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPv(ptr noundef %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeafC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN3MidC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Leaf, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4LeafD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeafD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPv(ptr noundef %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeafD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Leaf, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = call noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { ptr }
%struct.Cat = type { %struct.Animal }

$_ZN3DogC2Ev = comdat any

$_ZN3CatC2Ev = comdat any

$_ZN3CatD2Ev = comdat any

$_ZN3DogD2Ev = comdat any

$_ZN6AnimalC2Ev = comdat any

$_ZN3DogD0Ev = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN6AnimalD0Ev = comdat any

$_ZN3CatD0Ev = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTS3Dog = comdat any

$_ZTI3Dog = comdat any

$_ZTV3Dog = comdat any

$_ZTV6Animal = comdat any

$_ZTV3Cat = comdat any

$_ZTS3Cat = comdat any

$_ZTI3Cat = comdat any

@.str = private unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Dog = linkonce_odr hidden constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Dog, ptr @_ZTI6Animal }, comdat, align 4
@_ZTISt8bad_cast = external constant ptr
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Dog, ptr @_ZN3DogD2Ev, ptr @_ZN3DogD0Ev] }, comdat, align 4
@_ZTV6Animal = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev] }, comdat, align 4
@_ZTV3Cat = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Cat, ptr @_ZN3CatD2Ev, ptr @_ZN3CatD0Ev] }, comdat, align 4
@_ZTS3Cat = linkonce_odr hidden constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Cat, ptr @_ZTI6Animal }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 4
  %3 = alloca %struct.Cat, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call noundef ptr @_ZN3DogC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #9
  %8 = call noundef ptr @_ZN3CatC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  %9 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %10 unwind label %82

10:                                               ; preds = %0
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9)
          to label %12 unwind label %82

12:                                               ; preds = %10
  %13 = icmp eq ptr %3, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %12
  %15 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i32 0) #9
  br label %17

16:                                               ; preds = %12
  br label %17

17:                                               ; preds = %16, %14
  %18 = phi ptr [ %15, %14 ], [ null, %16 ]
  %19 = icmp eq ptr %18, null
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
          to label %22 unwind label %82

22:                                               ; preds = %17
  %23 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %24 unwind label %26

24:                                               ; preds = %22
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %23)
          to label %75 unwind label %26

26:                                               ; preds = %24, %22
  %27 = catchswitch within none [label %28] unwind label %82

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTISt8bad_cast]
  %30 = call ptr @llvm.wasm.get.exception(token %29)
  store ptr %30, ptr %4, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #9
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %46

34:                                               ; preds = %28
  %35 = load ptr, ptr %4, align 4
  %36 = call ptr @__cxa_begin_catch(ptr %35) #9 [ "funclet"(token %29) ]
  store ptr %36, ptr %5, align 4
  %37 = load ptr, ptr %5, align 4
  %38 = load ptr, ptr %37, align 4
  %39 = getelementptr inbounds ptr, ptr %38, i64 2
  %40 = load ptr, ptr %39, align 4
  %41 = call noundef ptr %40(ptr noundef nonnull align 4 dereferenceable(4) %37) #9 [ "funclet"(token %29) ]
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %41) [ "funclet"(token %29) ]
          to label %43 unwind label %76

43:                                               ; preds = %34
  invoke void @__cxa_end_catch() [ "funclet"(token %29) ]
          to label %44 unwind label %82

44:                                               ; preds = %43
  catchret from %29 to label %45

45:                                               ; preds = %44
  br label %47

46:                                               ; preds = %28
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %29) ]
          to label %88 unwind label %82

47:                                               ; preds = %45, %75
  %48 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %74 unwind label %49

49:                                               ; preds = %47
  %50 = catchswitch within none [label %51] unwind label %82

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @_ZTISt9exception]
  %53 = call ptr @llvm.wasm.get.exception(token %52)
  store ptr %53, ptr %4, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #9
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %69

57:                                               ; preds = %51
  %58 = load ptr, ptr %4, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #9 [ "funclet"(token %52) ]
  store ptr %59, ptr %6, align 4
  %60 = load ptr, ptr %6, align 4
  %61 = load ptr, ptr %60, align 4
  %62 = getelementptr inbounds ptr, ptr %61, i64 2
  %63 = load ptr, ptr %62, align 4
  %64 = call noundef ptr %63(ptr noundef nonnull align 4 dereferenceable(4) %60) #9 [ "funclet"(token %52) ]
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %64) [ "funclet"(token %52) ]
          to label %66 unwind label %79

66:                                               ; preds = %57
  invoke void @__cxa_end_catch() [ "funclet"(token %52) ]
          to label %67 unwind label %82

67:                                               ; preds = %66
  catchret from %52 to label %68

68:                                               ; preds = %67
  br label %70

69:                                               ; preds = %51
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %52) ]
          to label %88 unwind label %82

70:                                               ; preds = %68, %74
  store i32 0, ptr %1, align 4
  %71 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  %72 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #9
  %73 = load i32, ptr %1, align 4
  ret i32 %73

74:                                               ; preds = %47
  br label %70

75:                                               ; preds = %24
  br label %47

76:                                               ; preds = %34
  %77 = cleanuppad within %29 []
  invoke void @__cxa_end_catch() [ "funclet"(token %77) ]
          to label %78 unwind label %89

78:                                               ; preds = %76
  cleanupret from %77 unwind label %82

79:                                               ; preds = %57
  %80 = cleanuppad within %52 []
  invoke void @__cxa_end_catch() [ "funclet"(token %80) ]
          to label %81 unwind label %91

81:                                               ; preds = %79
  cleanupret from %80 unwind label %82

82:                                               ; preds = %69, %81, %66, %49, %46, %78, %43, %26, %17, %10, %0
  %83 = cleanuppad within none []
  %84 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9 [ "funclet"(token %83) ]
  cleanupret from %83 unwind label %85

85:                                               ; preds = %82
  %86 = cleanuppad within none []
  %87 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #9 [ "funclet"(token %86) ]
  cleanupret from %86 unwind to caller

88:                                               ; preds = %69, %46
  unreachable

89:                                               ; preds = %76
  %90 = cleanuppad within %77 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %90) ]
  unreachable

91:                                               ; preds = %79
  %92 = cleanuppad within %80 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %92) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3DogC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV3Dog, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds %struct.Dog, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3CatC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV3Cat, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i32 0) #9
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  call void @__cxa_bad_cast() #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Dog, ptr %4, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3DogD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3CatD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #11
  ret void
}

declare void @__cxa_bad_cast()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind memory(none) }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

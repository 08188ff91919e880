; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Dog = type <{ %struct.Animal, i32, [4 x i8] }>
%struct.Animal = type { ptr }
%struct.Cat = type { %struct.Animal }

$_ZN3DogC2Ev = comdat any

$_ZN3CatC2Ev = comdat any

$__clang_call_terminate = comdat any

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
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Animal }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Dog = linkonce_odr dso_local constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Dog, ptr @_ZTI6Animal }, comdat, align 8
@_ZTISt8bad_cast = external constant ptr
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Dog, ptr @_ZN3DogD2Ev, ptr @_ZN3DogD0Ev] }, comdat, align 8
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev] }, comdat, align 8
@_ZTV3Cat = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Cat, ptr @_ZN3CatD2Ev, ptr @_ZN3CatD0Ev] }, comdat, align 8
@_ZTS3Cat = linkonce_odr dso_local constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Cat, ptr @_ZTI6Animal }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 8
  %3 = alloca %struct.Cat, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @_ZN3DogC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %2) #8
  call void @_ZN3CatC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  %8 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %9 unwind label %15

9:                                                ; preds = %0
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8)
          to label %11 unwind label %15

11:                                               ; preds = %9
  %12 = icmp eq ptr %3, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %11
  %14 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i64 0) #8
  br label %20

15:                                               ; preds = %74, %47, %20, %9, %0
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %4, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %83

19:                                               ; preds = %11
  br label %20

20:                                               ; preds = %19, %13
  %21 = phi ptr [ %14, %13 ], [ null, %19 ]
  %22 = icmp eq ptr %21, null
  %23 = zext i1 %22 to i32
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %23)
          to label %25 unwind label %15

25:                                               ; preds = %20
  %26 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %27 unwind label %30

27:                                               ; preds = %25
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %26)
          to label %29 unwind label %30

29:                                               ; preds = %27
  br label %49

30:                                               ; preds = %27, %25
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %4, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %83

38:                                               ; preds = %34
  %39 = load ptr, ptr %4, align 8
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8
  store ptr %40, ptr %6, align 8
  %41 = load ptr, ptr %6, align 8
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds ptr, ptr %42, i64 2
  %44 = load ptr, ptr %43, align 8
  %45 = call noundef ptr %44(ptr noundef nonnull align 8 dereferenceable(8) %41) #8
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %45)
          to label %47 unwind label %52

47:                                               ; preds = %38
  invoke void @__cxa_end_catch()
          to label %48 unwind label %15

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48, %29
  %50 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %51 unwind label %57

51:                                               ; preds = %49
  br label %76

52:                                               ; preds = %38
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %4, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %89

56:                                               ; preds = %52
  br label %83

57:                                               ; preds = %49
  %58 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %4, align 8
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %5, align 4
  br label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %5, align 4
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #8
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %83

65:                                               ; preds = %61
  %66 = load ptr, ptr %4, align 8
  %67 = call ptr @__cxa_begin_catch(ptr %66) #8
  store ptr %67, ptr %7, align 8
  %68 = load ptr, ptr %7, align 8
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds ptr, ptr %69, i64 2
  %71 = load ptr, ptr %70, align 8
  %72 = call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(8) %68) #8
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %72)
          to label %74 unwind label %78

74:                                               ; preds = %65
  invoke void @__cxa_end_catch()
          to label %75 unwind label %15

75:                                               ; preds = %74
  br label %76

76:                                               ; preds = %75, %51
  store i32 0, ptr %1, align 4
  call void @_ZN3CatD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZN3DogD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %2) #8
  %77 = load i32, ptr %1, align 4
  ret i32 %77

78:                                               ; preds = %65
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %4, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %82 unwind label %89

82:                                               ; preds = %78
  br label %83

83:                                               ; preds = %82, %61, %56, %34, %15
  call void @_ZN3CatD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZN3DogD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %2) #8
  br label %84

84:                                               ; preds = %83
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %5, align 4
  %87 = insertvalue { ptr, i32 } poison, ptr %85, 0
  %88 = insertvalue { ptr, i32 } %87, i32 %86, 1
  resume { ptr, i32 } %88

89:                                               ; preds = %78, %52
  %90 = landingpad { ptr, i32 }
          catch ptr null
  %91 = extractvalue { ptr, i32 } %90, 0
  call void @__clang_call_terminate(ptr %91) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV3Dog, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Dog, ptr %3, i32 0, i32 1
  store i32 3, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV3Cat, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i64 0) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  call void @__cxa_bad_cast() #10
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Dog, ptr %4, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  ret i32 %9
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3DogD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3CatD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3CatD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #11
  ret void
}

declare void @__cxa_bad_cast()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

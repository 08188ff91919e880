; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Dog = type { %struct.Animal, i32 }
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
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Dog = linkonce_odr dso_local constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Dog, ptr @_ZTI6Animal }, comdat, align 4
@_ZTISt8bad_cast = external constant ptr
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Dog, ptr @_ZN3DogD2Ev, ptr @_ZN3DogD0Ev] }, comdat, align 4
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev] }, comdat, align 4
@_ZTV3Cat = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Cat, ptr @_ZN3CatD2Ev, ptr @_ZN3CatD0Ev] }, comdat, align 4
@_ZTS3Cat = linkonce_odr dso_local constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Cat, ptr @_ZTI6Animal }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Dog, align 4
  %3 = alloca %struct.Cat, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = call noundef ptr @_ZN3DogC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #8
  %9 = call noundef ptr @_ZN3CatC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  %10 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %11 unwind label %17

11:                                               ; preds = %0
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
          to label %13 unwind label %17

13:                                               ; preds = %11
  %14 = icmp eq ptr %3, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %13
  %16 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i32 0) #8
  br label %22

17:                                               ; preds = %76, %49, %22, %11, %0
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  br label %87

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %21, %15
  %23 = phi ptr [ %16, %15 ], [ null, %21 ]
  %24 = icmp eq ptr %23, null
  %25 = zext i1 %24 to i32
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25)
          to label %27 unwind label %17

27:                                               ; preds = %22
  %28 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %29 unwind label %32

29:                                               ; preds = %27
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %28)
          to label %31 unwind label %32

31:                                               ; preds = %29
  br label %51

32:                                               ; preds = %29, %27
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %4, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %5, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %87

40:                                               ; preds = %36
  %41 = load ptr, ptr %4, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #8
  store ptr %42, ptr %6, align 4
  %43 = load ptr, ptr %6, align 4
  %44 = load ptr, ptr %43, align 4
  %45 = getelementptr inbounds ptr, ptr %44, i64 2
  %46 = load ptr, ptr %45, align 4
  %47 = call noundef ptr %46(ptr noundef nonnull align 4 dereferenceable(4) %43) #8
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %47)
          to label %49 unwind label %54

49:                                               ; preds = %40
  invoke void @__cxa_end_catch()
          to label %50 unwind label %17

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50, %31
  %52 = invoke noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %53 unwind label %59

53:                                               ; preds = %51
  br label %78

54:                                               ; preds = %40
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %4, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %58 unwind label %95

58:                                               ; preds = %54
  br label %87

59:                                               ; preds = %51
  %60 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %4, align 4
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %5, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %5, align 4
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #8
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %87

67:                                               ; preds = %63
  %68 = load ptr, ptr %4, align 4
  %69 = call ptr @__cxa_begin_catch(ptr %68) #8
  store ptr %69, ptr %7, align 4
  %70 = load ptr, ptr %7, align 4
  %71 = load ptr, ptr %70, align 4
  %72 = getelementptr inbounds ptr, ptr %71, i64 2
  %73 = load ptr, ptr %72, align 4
  %74 = call noundef ptr %73(ptr noundef nonnull align 4 dereferenceable(4) %70) #8
  %75 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %74)
          to label %76 unwind label %82

76:                                               ; preds = %67
  invoke void @__cxa_end_catch()
          to label %77 unwind label %17

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77, %53
  store i32 0, ptr %1, align 4
  %79 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  %80 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #8
  %81 = load i32, ptr %1, align 4
  ret i32 %81

82:                                               ; preds = %67
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %4, align 4
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %86 unwind label %95

86:                                               ; preds = %82
  br label %87

87:                                               ; preds = %86, %63, %58, %36, %17
  %88 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  %89 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #8
  br label %90

90:                                               ; preds = %87
  %91 = load ptr, ptr %4, align 4
  %92 = load i32, ptr %5, align 4
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0
  %94 = insertvalue { ptr, i32 } %93, i32 %92, 1
  resume { ptr, i32 } %94

95:                                               ; preds = %82, %54
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  call void @__clang_call_terminate(ptr %97) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3DogC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV3Dog, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds %struct.Dog, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3CatC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV3Cat, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__dynamic_cast(ptr %3, ptr @_ZTI6Animal, ptr @_ZTI3Dog, i32 0) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  call void @__cxa_bad_cast() #10
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Dog, ptr %4, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3DogD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3DogD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3CatD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3CatD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #11
  ret void
}

declare void @__cxa_bad_cast()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

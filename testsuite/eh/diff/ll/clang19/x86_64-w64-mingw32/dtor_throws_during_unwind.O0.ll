; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Fine = type { i8 }
%struct.Bad = type { i8 }
%struct.First = type { i32 }
%struct.Second = type { i32 }

$__clang_call_terminate = comdat any

$_ZN3BadD2Ev = comdat any

$_ZN4FineD2Ev = comdat any

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@.str = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"throwing First\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5First = linkonce_odr dso_local constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5First }, comdat, align 8
@.str.2 = private unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", align 1
@_ZTS6Second = linkonce_odr dso_local constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Second }, comdat, align 8
@.str.3 = private unnamed_addr constant [7 x i8] c"~Fine\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL4workv()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %14

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %2, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8
  %11 = call ptr @__cxa_begin_catch(ptr %10) #5
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %13 unwind label %15

13:                                               ; preds = %9
  call void @__cxa_end_catch()
  br label %14

14:                                               ; preds = %13, %4
  ret i32 0

15:                                               ; preds = %9
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %25

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  %21 = load ptr, ptr %2, align 8
  %22 = load i32, ptr %3, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24

25:                                               ; preds = %15
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  call void @__clang_call_terminate(ptr %27) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4workv() #1 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %6 unwind label %9

6:                                                ; preds = %0
  %7 = call ptr @__cxa_allocate_exception(i64 4) #5
  %8 = getelementptr inbounds %struct.First, ptr %7, i32 0, i32 0
  store i32 1, ptr %8, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI5First, ptr null) #7
          to label %22 unwind label %9

9:                                                ; preds = %6, %0
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %3, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %4, align 4
  invoke void @_ZN3BadD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %13 unwind label %19

13:                                               ; preds = %9
  call void @_ZN4FineD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  br label %14

14:                                               ; preds = %13
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18

19:                                               ; preds = %9
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #6
  unreachable

22:                                               ; preds = %6
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #5
  call void @_ZSt9terminatev() #6
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3BadD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %5 = call ptr @__cxa_allocate_exception(i64 4) #5
  %6 = getelementptr inbounds %struct.Second, ptr %5, i32 0, i32 0
  store i32 2, ptr %6, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTI6Second, ptr null) #7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4FineD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #6
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

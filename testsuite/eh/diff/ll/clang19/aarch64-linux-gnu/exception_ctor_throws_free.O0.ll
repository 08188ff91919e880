; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Outer = type { i32 }
%struct.Inner = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr dso_local constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Outer }, comdat, align 8
@_ZTS5Inner = linkonce_odr dso_local constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Inner }, comdat, align 8
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Outer, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %10 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef -1)
          to label %11 unwind label %12

11:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #7
          to label %134 unwind label %16

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %2, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %3, align 4
  call void @__cxa_free_exception(ptr %10) #6
  br label %20

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %2, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %33

24:                                               ; preds = %20
  %25 = load ptr, ptr %2, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #6
  store ptr %26, ptr %5, align 8
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %28 unwind label %49

28:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %43
  invoke void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 5)
          to label %30 unwind label %54

30:                                               ; preds = %29
  %31 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %31, ptr noundef nonnull align 4 dereferenceable(4) %6)
          to label %32 unwind label %58

32:                                               ; preds = %30
  invoke void @__cxa_throw(ptr %31, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #7
          to label %134 unwind label %62

33:                                               ; preds = %20
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #6
  %35 = icmp eq i32 %21, %34
  br i1 %35, label %36, label %126

36:                                               ; preds = %33
  %37 = load ptr, ptr %2, align 8
  %38 = call ptr @__cxa_begin_catch(ptr %37) #6
  store ptr %38, ptr %4, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.Inner, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41)
          to label %43 unwind label %44

43:                                               ; preds = %36
  call void @__cxa_end_catch()
  br label %29

44:                                               ; preds = %36
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %48 unwind label %131

48:                                               ; preds = %44
  br label %126

49:                                               ; preds = %24
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %2, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %53 unwind label %131

53:                                               ; preds = %49
  br label %126

54:                                               ; preds = %29
  %55 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %2, align 8
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %3, align 4
  br label %67

58:                                               ; preds = %30
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %60 = extractvalue { ptr, i32 } %59, 0
  store ptr %60, ptr %2, align 8
  %61 = extractvalue { ptr, i32 } %59, 1
  store i32 %61, ptr %3, align 4
  call void @__cxa_free_exception(ptr %31) #6
  br label %66

62:                                               ; preds = %32
  %63 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %64 = extractvalue { ptr, i32 } %63, 0
  store ptr %64, ptr %2, align 8
  %65 = extractvalue { ptr, i32 } %63, 1
  store i32 %65, ptr %3, align 4
  br label %66

66:                                               ; preds = %62, %58
  call void @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %67

67:                                               ; preds = %66, %54
  %68 = load i32, ptr %3, align 4
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %79

71:                                               ; preds = %67
  %72 = load ptr, ptr %2, align 8
  %73 = call ptr @__cxa_begin_catch(ptr %72) #6
  store ptr %73, ptr %8, align 8
  %74 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %75 unwind label %95

75:                                               ; preds = %71
  call void @__cxa_end_catch()
  br label %76

76:                                               ; preds = %75, %89
  %77 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %77, i32 noundef 2)
          to label %78 unwind label %100

78:                                               ; preds = %76
  invoke void @__cxa_throw(ptr %77, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #7
          to label %134 unwind label %104

79:                                               ; preds = %67
  %80 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #6
  %81 = icmp eq i32 %68, %80
  br i1 %81, label %82, label %126

82:                                               ; preds = %79
  %83 = load ptr, ptr %2, align 8
  %84 = call ptr @__cxa_begin_catch(ptr %83) #6
  store ptr %84, ptr %7, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds %struct.Inner, ptr %85, i32 0, i32 0
  %87 = load i32, ptr %86, align 4
  %88 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %87)
          to label %89 unwind label %90

89:                                               ; preds = %82
  call void @__cxa_end_catch()
  br label %76

90:                                               ; preds = %82
  %91 = landingpad { ptr, i32 }
          cleanup
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %2, align 8
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %94 unwind label %131

94:                                               ; preds = %90
  br label %126

95:                                               ; preds = %71
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %2, align 8
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %131

99:                                               ; preds = %95
  br label %126

100:                                              ; preds = %76
  %101 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %2, align 8
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %3, align 4
  call void @__cxa_free_exception(ptr %77) #6
  br label %108

104:                                              ; preds = %78
  %105 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
  %106 = extractvalue { ptr, i32 } %105, 0
  store ptr %106, ptr %2, align 8
  %107 = extractvalue { ptr, i32 } %105, 1
  store i32 %107, ptr %3, align 4
  br label %108

108:                                              ; preds = %104, %100
  %109 = load i32, ptr %3, align 4
  %110 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %111 = icmp eq i32 %109, %110
  br i1 %111, label %112, label %126

112:                                              ; preds = %108
  %113 = load ptr, ptr %2, align 8
  %114 = call ptr @__cxa_begin_catch(ptr %113) #6
  store ptr %114, ptr %9, align 8
  %115 = load ptr, ptr %9, align 8
  %116 = getelementptr inbounds %struct.Outer, ptr %115, i32 0, i32 0
  %117 = load i32, ptr %116, align 4
  %118 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %117)
          to label %119 unwind label %121

119:                                              ; preds = %112
  call void @__cxa_end_catch()
  br label %120

120:                                              ; preds = %119
  ret i32 0

121:                                              ; preds = %112
  %122 = landingpad { ptr, i32 }
          cleanup
  %123 = extractvalue { ptr, i32 } %122, 0
  store ptr %123, ptr %2, align 8
  %124 = extractvalue { ptr, i32 } %122, 1
  store i32 %124, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %125 unwind label %131

125:                                              ; preds = %121
  br label %126

126:                                              ; preds = %125, %108, %99, %94, %79, %53, %48, %33
  %127 = load ptr, ptr %2, align 8
  %128 = load i32, ptr %3, align 4
  %129 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %130 = insertvalue { ptr, i32 } %129, i32 %128, 1
  resume { ptr, i32 } %130

131:                                              ; preds = %121, %95, %90, %49, %44
  %132 = landingpad { ptr, i32 }
          catch ptr null
  %133 = extractvalue { ptr, i32 } %132, 0
  call void @__clang_call_terminate(ptr %133) #8
  unreachable

134:                                              ; preds = %78, %32, %11
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i64 4) #6
  %16 = getelementptr inbounds %struct.Inner, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTI5Inner, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Outer, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = call ptr @__cxa_allocate_exception(i64 4) #6
  %18 = getelementptr inbounds %struct.Inner, ptr %17, i32 0, i32 0
  store i32 50, ptr %18, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTI5Inner, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

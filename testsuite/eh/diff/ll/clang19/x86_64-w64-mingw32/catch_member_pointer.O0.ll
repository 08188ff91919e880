; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Ti = linkonce_odr dso_local constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1T = linkonce_odr dso_local constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1T }, comdat, align 8
@_ZTIM1Ti = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1Ti, i32 0, ptr @_ZTIi, ptr @_ZTI1T }, comdat, align 8
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1S }, comdat, align 8
@_ZTIM1Si = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", align 1
@_ZTSM1SKi = linkonce_odr dso_local constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1SKi, i32 1, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr dso_local constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFivE }, comdat, align 8
@_ZTIM1SFivE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1SFivE, i32 0, ptr @_ZTIFivE, ptr @_ZTI1S }, comdat, align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca { i64, i64 }, align 8
  store i32 0, ptr %1, align 4
  %9 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 0
  store i32 3, ptr %9, align 4
  %10 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  store i32 4, ptr %10, align 4
  %11 = call ptr @__cxa_allocate_exception(i64 8) #4
  store i64 4, ptr %11, align 16
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIM1Si, ptr null) #5
          to label %112 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1Ti
          catch ptr @_ZTIM1Si
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Ti) #4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #4
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %6, align 8
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %25 unwind label %44

25:                                               ; preds = %20
  call void @__cxa_end_catch() #4
  br label %26

26:                                               ; preds = %25, %39
  %27 = call ptr @__cxa_allocate_exception(i64 8) #4
  store i64 0, ptr %27, align 16
  invoke void @__cxa_throw(ptr %27, ptr @_ZTIM1Si, ptr null) #5
          to label %112 unwind label %48

28:                                               ; preds = %16
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Si) #4
  %30 = icmp eq i32 %17, %29
  br i1 %30, label %31, label %107

31:                                               ; preds = %28
  %32 = load ptr, ptr %3, align 8
  %33 = call ptr @__cxa_begin_catch(ptr %32) #4
  %34 = load i64, ptr %33, align 8
  store i64 %34, ptr %5, align 8
  %35 = load i64, ptr %5, align 8
  %36 = getelementptr inbounds i8, ptr %2, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37)
          to label %39 unwind label %40

39:                                               ; preds = %31
  call void @__cxa_end_catch() #4
  br label %26

40:                                               ; preds = %31
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %3, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

44:                                               ; preds = %20
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %3, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

48:                                               ; preds = %26
  %49 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1SKi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %3, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %4, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %4, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SKi) #4
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %107

56:                                               ; preds = %52
  %57 = load ptr, ptr %3, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #4
  %59 = load i64, ptr %58, align 8
  store i64 %59, ptr %7, align 8
  %60 = load i64, ptr %7, align 8
  %61 = getelementptr inbounds i8, ptr %2, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62)
          to label %64 unwind label %67

64:                                               ; preds = %56
  call void @__cxa_end_catch() #4
  br label %65

65:                                               ; preds = %64
  %66 = call ptr @__cxa_allocate_exception(i64 16) #4
  store { i64, i64 } { i64 ptrtoint (ptr @_ZN1S5twiceEv to i64), i64 0 }, ptr %66, align 16
  invoke void @__cxa_throw(ptr %66, ptr @_ZTIM1SFivE, ptr null) #5
          to label %112 unwind label %71

67:                                               ; preds = %56
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = extractvalue { ptr, i32 } %68, 0
  store ptr %69, ptr %3, align 8
  %70 = extractvalue { ptr, i32 } %68, 1
  store i32 %70, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

71:                                               ; preds = %65
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1SFivE
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %3, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %4, align 4
  br label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %4, align 4
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SFivE) #4
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %107

79:                                               ; preds = %75
  %80 = load ptr, ptr %3, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #4
  %82 = load { i64, i64 }, ptr %81, align 8
  store { i64, i64 } %82, ptr %8, align 8
  %83 = load { i64, i64 }, ptr %8, align 8
  %84 = extractvalue { i64, i64 } %83, 1
  %85 = getelementptr inbounds i8, ptr %2, i64 %84
  %86 = extractvalue { i64, i64 } %83, 0
  %87 = and i64 %86, 1
  %88 = icmp ne i64 %87, 0
  br i1 %88, label %89, label %94

89:                                               ; preds = %79
  %90 = load ptr, ptr %85, align 8
  %91 = sub i64 %86, 1
  %92 = getelementptr i8, ptr %90, i64 %91, !nosanitize !5
  %93 = load ptr, ptr %92, align 8, !nosanitize !5
  br label %96

94:                                               ; preds = %79
  %95 = inttoptr i64 %86 to ptr
  br label %96

96:                                               ; preds = %94, %89
  %97 = phi ptr [ %93, %89 ], [ %95, %94 ]
  %98 = invoke noundef i32 %97(ptr noundef nonnull align 4 dereferenceable(8) %85)
          to label %99 unwind label %103

99:                                               ; preds = %96
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98)
          to label %101 unwind label %103

101:                                              ; preds = %99
  call void @__cxa_end_catch() #4
  br label %102

102:                                              ; preds = %101
  ret i32 0

103:                                              ; preds = %99, %96
  %104 = landingpad { ptr, i32 }
          cleanup
  %105 = extractvalue { ptr, i32 } %104, 0
  store ptr %105, ptr %3, align 8
  %106 = extractvalue { ptr, i32 } %104, 1
  store i32 %106, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

107:                                              ; preds = %103, %75, %67, %52, %44, %40, %28
  %108 = load ptr, ptr %3, align 8
  %109 = load i32, ptr %4, align 4
  %110 = insertvalue { ptr, i32 } poison, ptr %108, 0
  %111 = insertvalue { ptr, i32 } %110, i32 %109, 1
  resume { ptr, i32 } %111

112:                                              ; preds = %65, %26, %0
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{}

; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 16

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  invoke void @_ZL13throw_int_ptrv()
          to label %10 unwind label %11

10:                                               ; preds = %0
  br label %28

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %144

19:                                               ; preds = %15
  %20 = load ptr, ptr %2, align 8
  %21 = call ptr @__cxa_begin_catch(ptr %20) #4
  %22 = getelementptr i8, ptr %20, i32 32
  store ptr %22, ptr %4, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load ptr, ptr %23, align 8
  %25 = load i32, ptr %24, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25)
          to label %27 unwind label %30

27:                                               ; preds = %19
  call void @__cxa_end_catch() #4
  br label %28

28:                                               ; preds = %27, %10
  invoke void @_ZL13throw_literalv()
          to label %29 unwind label %34

29:                                               ; preds = %28
  br label %50

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %2, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %144

34:                                               ; preds = %28
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %2, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %3, align 4
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #4
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %144

42:                                               ; preds = %38
  %43 = load ptr, ptr %2, align 8
  %44 = call ptr @__cxa_begin_catch(ptr %43) #4
  %45 = getelementptr i8, ptr %43, i32 32
  store ptr %45, ptr %5, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load ptr, ptr %46, align 8
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %47)
          to label %49 unwind label %52

49:                                               ; preds = %42
  call void @__cxa_end_catch() #4
  br label %50

50:                                               ; preds = %49, %29
  invoke void @_ZL11throw_arrayv()
          to label %51 unwind label %56

51:                                               ; preds = %50
  br label %72

52:                                               ; preds = %42
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %144

56:                                               ; preds = %50
  %57 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %58 = extractvalue { ptr, i32 } %57, 0
  store ptr %58, ptr %2, align 8
  %59 = extractvalue { ptr, i32 } %57, 1
  store i32 %59, ptr %3, align 4
  br label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %3, align 4
  %62 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #4
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %144

64:                                               ; preds = %60
  %65 = load ptr, ptr %2, align 8
  %66 = call ptr @__cxa_begin_catch(ptr %65) #4
  %67 = getelementptr i8, ptr %65, i32 32
  store ptr %67, ptr %6, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load ptr, ptr %68, align 8
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %69)
          to label %71 unwind label %74

71:                                               ; preds = %64
  call void @__cxa_end_catch() #4
  br label %72

72:                                               ; preds = %71, %51
  invoke void @_ZL13throw_int_ptrv()
          to label %73 unwind label %78

73:                                               ; preds = %72
  br label %115

74:                                               ; preds = %64
  %75 = landingpad { ptr, i32 }
          cleanup
  %76 = extractvalue { ptr, i32 } %75, 0
  store ptr %76, ptr %2, align 8
  %77 = extractvalue { ptr, i32 } %75, 1
  store i32 %77, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %144

78:                                               ; preds = %72
  %79 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %2, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %3, align 4
  br label %82

82:                                               ; preds = %78
  %83 = load i32, ptr %3, align 4
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #4
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %100

86:                                               ; preds = %82
  %87 = load ptr, ptr %2, align 8
  %88 = call ptr @__cxa_begin_catch(ptr %87) #4
  %89 = getelementptr i8, ptr %87, i32 32
  store ptr %89, ptr %7, align 8
  %90 = load ptr, ptr %7, align 8
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %91, align 4
  %93 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %92)
          to label %94 unwind label %96

94:                                               ; preds = %86
  %95 = load ptr, ptr %7, align 8
  store ptr @_ZL5other, ptr %95, align 8
  invoke void @__cxa_rethrow() #5
          to label %149 unwind label %96

96:                                               ; preds = %94, %86
  %97 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPi
  %98 = extractvalue { ptr, i32 } %97, 0
  store ptr %98, ptr %2, align 8
  %99 = extractvalue { ptr, i32 } %97, 1
  store i32 %99, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %100

100:                                              ; preds = %96, %82
  %101 = load i32, ptr %3, align 4
  %102 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #4
  %103 = icmp eq i32 %101, %102
  br i1 %103, label %104, label %144

104:                                              ; preds = %100
  %105 = load ptr, ptr %2, align 8
  %106 = call ptr @__cxa_begin_catch(ptr %105) #4
  %107 = getelementptr i8, ptr %105, i32 32
  store ptr %107, ptr %8, align 8
  %108 = load ptr, ptr %8, align 8
  %109 = load ptr, ptr %108, align 8
  %110 = load i32, ptr %109, align 4
  %111 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %110)
          to label %112 unwind label %116

112:                                              ; preds = %104
  call void @__cxa_end_catch() #4
  br label %113

113:                                              ; preds = %112, %115
  invoke void @_ZL10throw_nullv()
          to label %114 unwind label %120

114:                                              ; preds = %113
  br label %138

115:                                              ; preds = %73
  br label %113

116:                                              ; preds = %104
  %117 = landingpad { ptr, i32 }
          cleanup
  %118 = extractvalue { ptr, i32 } %117, 0
  store ptr %118, ptr %2, align 8
  %119 = extractvalue { ptr, i32 } %117, 1
  store i32 %119, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %144

120:                                              ; preds = %113
  %121 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %122 = extractvalue { ptr, i32 } %121, 0
  store ptr %122, ptr %2, align 8
  %123 = extractvalue { ptr, i32 } %121, 1
  store i32 %123, ptr %3, align 4
  br label %124

124:                                              ; preds = %120
  %125 = load i32, ptr %3, align 4
  %126 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #4
  %127 = icmp eq i32 %125, %126
  br i1 %127, label %128, label %144

128:                                              ; preds = %124
  %129 = load ptr, ptr %2, align 8
  %130 = call ptr @__cxa_begin_catch(ptr %129) #4
  %131 = getelementptr i8, ptr %129, i32 32
  store ptr %131, ptr %9, align 8
  %132 = load ptr, ptr %9, align 8
  %133 = load ptr, ptr %132, align 8
  %134 = icmp eq ptr %133, null
  %135 = zext i1 %134 to i32
  %136 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %135)
          to label %137 unwind label %140

137:                                              ; preds = %128
  call void @__cxa_end_catch() #4
  br label %138

138:                                              ; preds = %137, %114
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

140:                                              ; preds = %128
  %141 = landingpad { ptr, i32 }
          cleanup
  %142 = extractvalue { ptr, i32 } %141, 0
  store ptr %142, ptr %2, align 8
  %143 = extractvalue { ptr, i32 } %141, 1
  store i32 %143, ptr %3, align 4
  call void @__cxa_end_catch() #4
  br label %144

144:                                              ; preds = %140, %124, %116, %100, %74, %60, %52, %38, %30, %15
  %145 = load ptr, ptr %2, align 8
  %146 = load i32, ptr %3, align 4
  %147 = insertvalue { ptr, i32 } poison, ptr %145, 0
  %148 = insertvalue { ptr, i32 } %147, i32 %146, 1
  resume { ptr, i32 } %148

149:                                              ; preds = %94
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13throw_int_ptrv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr @_ZL5value, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPi, ptr null) #5
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13throw_literalv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr @.str.7, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPKc, ptr null) #5
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_arrayv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr @_ZL4text, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPKc, ptr null) #5
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_nullv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr null, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPi, ptr null) #5
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

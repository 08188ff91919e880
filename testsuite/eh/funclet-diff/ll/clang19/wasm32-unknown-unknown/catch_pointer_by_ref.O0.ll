; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL13throw_int_ptrv()
          to label %133 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIPi]
  %13 = call ptr @llvm.wasm.get.exception(token %12)
  store ptr %13, ptr %2, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %11
  %18 = load ptr, ptr %2, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #6 [ "funclet"(token %12) ]
  %20 = getelementptr i8, ptr %18, i32 32
  store ptr %20, ptr %3, align 4
  %21 = load ptr, ptr %3, align 4
  %22 = load ptr, ptr %21, align 4
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23) [ "funclet"(token %12) ]
          to label %25 unwind label %134

25:                                               ; preds = %17
  call void @__cxa_end_catch() #6 [ "funclet"(token %12) ]
  catchret from %12 to label %26

26:                                               ; preds = %25
  br label %28

27:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %12) ]
  unreachable

28:                                               ; preds = %26, %133
  invoke void @_ZL13throw_literalv()
          to label %132 unwind label %29

29:                                               ; preds = %28
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTIPKc]
  %33 = call ptr @llvm.wasm.get.exception(token %32)
  store ptr %33, ptr %2, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %46

37:                                               ; preds = %31
  %38 = load ptr, ptr %2, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #6 [ "funclet"(token %32) ]
  %40 = getelementptr i8, ptr %38, i32 32
  store ptr %40, ptr %4, align 4
  %41 = load ptr, ptr %4, align 4
  %42 = load ptr, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %42) [ "funclet"(token %32) ]
          to label %44 unwind label %136

44:                                               ; preds = %37
  call void @__cxa_end_catch() #6 [ "funclet"(token %32) ]
  catchret from %32 to label %45

45:                                               ; preds = %44
  br label %47

46:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %32) ]
  unreachable

47:                                               ; preds = %45, %132
  invoke void @_ZL11throw_arrayv()
          to label %131 unwind label %48

48:                                               ; preds = %47
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @_ZTIPKc]
  %52 = call ptr @llvm.wasm.get.exception(token %51)
  store ptr %52, ptr %2, align 4
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %65

56:                                               ; preds = %50
  %57 = load ptr, ptr %2, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #6 [ "funclet"(token %51) ]
  %59 = getelementptr i8, ptr %57, i32 32
  store ptr %59, ptr %5, align 4
  %60 = load ptr, ptr %5, align 4
  %61 = load ptr, ptr %60, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %61) [ "funclet"(token %51) ]
          to label %63 unwind label %138

63:                                               ; preds = %56
  call void @__cxa_end_catch() #6 [ "funclet"(token %51) ]
  catchret from %51 to label %64

64:                                               ; preds = %63
  br label %66

65:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %51) ]
  unreachable

66:                                               ; preds = %64, %131
  invoke void @_ZL13throw_int_ptrv()
          to label %130 unwind label %67

67:                                               ; preds = %66
  %68 = catchswitch within none [label %69] unwind label %86

69:                                               ; preds = %67
  %70 = catchpad within %68 [ptr @_ZTIPi]
  %71 = call ptr @llvm.wasm.get.exception(token %70)
  store ptr %71, ptr %2, align 4
  %72 = call i32 @llvm.wasm.get.ehselector(token %70)
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #6
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %85

75:                                               ; preds = %69
  %76 = load ptr, ptr %2, align 4
  %77 = call ptr @__cxa_begin_catch(ptr %76) #6 [ "funclet"(token %70) ]
  %78 = getelementptr i8, ptr %76, i32 32
  store ptr %78, ptr %6, align 4
  %79 = load ptr, ptr %6, align 4
  %80 = load ptr, ptr %79, align 4
  %81 = load i32, ptr %80, align 4
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %81) [ "funclet"(token %70) ]
          to label %83 unwind label %140

83:                                               ; preds = %75
  %84 = load ptr, ptr %6, align 4
  store ptr @_ZL5other, ptr %84, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %70) ]
          to label %146 unwind label %140

85:                                               ; preds = %69
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %70) ]
          to label %146 unwind label %86

86:                                               ; preds = %85, %140, %67
  %87 = catchswitch within none [label %88] unwind to caller

88:                                               ; preds = %86
  %89 = catchpad within %87 [ptr @_ZTIPi]
  %90 = call ptr @llvm.wasm.get.exception(token %89)
  store ptr %90, ptr %2, align 4
  %91 = call i32 @llvm.wasm.get.ehselector(token %89)
  %92 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #6
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %104

94:                                               ; preds = %88
  %95 = load ptr, ptr %2, align 4
  %96 = call ptr @__cxa_begin_catch(ptr %95) #6 [ "funclet"(token %89) ]
  %97 = getelementptr i8, ptr %95, i32 32
  store ptr %97, ptr %7, align 4
  %98 = load ptr, ptr %7, align 4
  %99 = load ptr, ptr %98, align 4
  %100 = load i32, ptr %99, align 4
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %100) [ "funclet"(token %89) ]
          to label %102 unwind label %142

102:                                              ; preds = %94
  call void @__cxa_end_catch() #6 [ "funclet"(token %89) ]
  catchret from %89 to label %103

103:                                              ; preds = %102
  br label %105

104:                                              ; preds = %88
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %89) ]
  unreachable

105:                                              ; preds = %103, %129
  invoke void @_ZL10throw_nullv()
          to label %128 unwind label %106

106:                                              ; preds = %105
  %107 = catchswitch within none [label %108] unwind to caller

108:                                              ; preds = %106
  %109 = catchpad within %107 [ptr @_ZTIPi]
  %110 = call ptr @llvm.wasm.get.exception(token %109)
  store ptr %110, ptr %2, align 4
  %111 = call i32 @llvm.wasm.get.ehselector(token %109)
  %112 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #6
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %125

114:                                              ; preds = %108
  %115 = load ptr, ptr %2, align 4
  %116 = call ptr @__cxa_begin_catch(ptr %115) #6 [ "funclet"(token %109) ]
  %117 = getelementptr i8, ptr %115, i32 32
  store ptr %117, ptr %8, align 4
  %118 = load ptr, ptr %8, align 4
  %119 = load ptr, ptr %118, align 4
  %120 = icmp eq ptr %119, null
  %121 = zext i1 %120 to i32
  %122 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %121) [ "funclet"(token %109) ]
          to label %123 unwind label %144

123:                                              ; preds = %114
  call void @__cxa_end_catch() #6 [ "funclet"(token %109) ]
  catchret from %109 to label %124

124:                                              ; preds = %123
  br label %126

125:                                              ; preds = %108
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %109) ]
  unreachable

126:                                              ; preds = %124, %128
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

128:                                              ; preds = %105
  br label %126

129:                                              ; preds = %130
  br label %105

130:                                              ; preds = %66
  br label %129

131:                                              ; preds = %47
  br label %66

132:                                              ; preds = %28
  br label %47

133:                                              ; preds = %0
  br label %28

134:                                              ; preds = %17
  %135 = cleanuppad within %12 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %135) ]
  cleanupret from %135 unwind to caller

136:                                              ; preds = %37
  %137 = cleanuppad within %32 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %137) ]
  cleanupret from %137 unwind to caller

138:                                              ; preds = %56
  %139 = cleanuppad within %51 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %139) ]
  cleanupret from %139 unwind to caller

140:                                              ; preds = %83, %75
  %141 = cleanuppad within %70 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %141) ]
  cleanupret from %141 unwind label %86

142:                                              ; preds = %94
  %143 = cleanuppad within %89 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %143) ]
  cleanupret from %143 unwind to caller

144:                                              ; preds = %114
  %145 = cleanuppad within %109 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %145) ]
  cleanupret from %145 unwind to caller

146:                                              ; preds = %85, %83
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_int_ptrv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5value, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPi, ptr null) #5
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_literalv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @.str.7, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPKc, ptr null) #5
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_arrayv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL4text, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPKc, ptr null) #5
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_nullv() #1 {
  %1 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %1, align 16
  call void @__cxa_throw(ptr %1, ptr @_ZTIPi, ptr null) #5
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

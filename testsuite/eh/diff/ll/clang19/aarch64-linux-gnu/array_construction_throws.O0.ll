; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Elem = type { i32 }

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN4ElemC2Ei = comdat any

$_ZN4ElemnaEm = comdat any

$_ZN4ElemdaEPv = comdat any

$__clang_call_terminate = comdat any

@_ZL7counter = internal global i32 0, align 4
@_ZL7fail_at = internal global i32 0, align 4
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x %struct.Elem], align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr @_ZL7counter, align 4
  store i32 4, ptr @_ZL7fail_at, align 4
  %12 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Elem, ptr %12, i64 6
  br label %14

14:                                               ; preds = %16, %0
  %15 = phi ptr [ %12, %0 ], [ %17, %16 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %16 unwind label %29

16:                                               ; preds = %14
  %17 = getelementptr inbounds %struct.Elem, ptr %15, i64 1
  %18 = icmp eq ptr %17, %13
  br i1 %18, label %19, label %14

19:                                               ; preds = %16
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %21 unwind label %39

21:                                               ; preds = %19
  %22 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Elem, ptr %22, i64 6
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi ptr [ %23, %21 ], [ %26, %24 ]
  %26 = getelementptr inbounds %struct.Elem, ptr %25, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %26) #7
  %27 = icmp eq ptr %26, %22
  br i1 %27, label %28, label %24

28:                                               ; preds = %24
  br label %61

29:                                               ; preds = %14
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %31 = extractvalue { ptr, i32 } %30, 0
  store ptr %31, ptr %3, align 8
  %32 = extractvalue { ptr, i32 } %30, 1
  store i32 %32, ptr %4, align 4
  %33 = icmp eq ptr %12, %15
  br i1 %33, label %38, label %34

34:                                               ; preds = %34, %29
  %35 = phi ptr [ %15, %29 ], [ %36, %34 ]
  %36 = getelementptr inbounds %struct.Elem, ptr %35, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %36) #7
  %37 = icmp eq ptr %36, %12
  br i1 %37, label %38, label %34

38:                                               ; preds = %34, %29
  br label %50

39:                                               ; preds = %19
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %3, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %4, align 4
  %43 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %44 = getelementptr inbounds %struct.Elem, ptr %43, i64 6
  br label %45

45:                                               ; preds = %45, %39
  %46 = phi ptr [ %44, %39 ], [ %47, %45 ]
  %47 = getelementptr inbounds %struct.Elem, ptr %46, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %47) #7
  %48 = icmp eq ptr %47, %43
  br i1 %48, label %49, label %45

49:                                               ; preds = %45
  br label %50

50:                                               ; preds = %49, %38
  %51 = load i32, ptr %4, align 4
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %198

54:                                               ; preds = %50
  %55 = load ptr, ptr %3, align 8
  %56 = call ptr @__cxa_begin_catch(ptr %55) #7
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %5, align 4
  %58 = load i32, ptr %5, align 4
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58)
          to label %60 unwind label %78

60:                                               ; preds = %54
  call void @__cxa_end_catch() #7
  br label %61

61:                                               ; preds = %60, %28
  store i32 30, ptr @_ZL7fail_at, align 4
  store ptr %6, ptr %7, align 8
  invoke void @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 10)
          to label %62 unwind label %82

62:                                               ; preds = %61
  %63 = getelementptr inbounds %struct.Elem, ptr %6, i64 1
  store ptr %63, ptr %7, align 8
  invoke void @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %63, i32 noundef 20)
          to label %64 unwind label %82

64:                                               ; preds = %62
  %65 = getelementptr inbounds %struct.Elem, ptr %6, i64 2
  store ptr %65, ptr %7, align 8
  invoke void @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %65, i32 noundef 30)
          to label %66 unwind label %82

66:                                               ; preds = %64
  %67 = getelementptr inbounds %struct.Elem, ptr %6, i64 3
  store ptr %67, ptr %7, align 8
  invoke void @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %67, i32 noundef 40)
          to label %68 unwind label %82

68:                                               ; preds = %66
  %69 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %70 unwind label %93

70:                                               ; preds = %68
  %71 = getelementptr inbounds [4 x %struct.Elem], ptr %6, i32 0, i32 0
  %72 = getelementptr inbounds %struct.Elem, ptr %71, i64 4
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi ptr [ %72, %70 ], [ %75, %73 ]
  %75 = getelementptr inbounds %struct.Elem, ptr %74, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %75) #7
  %76 = icmp eq ptr %75, %71
  br i1 %76, label %77, label %73

77:                                               ; preds = %73
  br label %115

78:                                               ; preds = %54
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %3, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %198

82:                                               ; preds = %66, %64, %62, %61
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %3, align 8
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %4, align 4
  %86 = load ptr, ptr %7, align 8
  %87 = icmp eq ptr %6, %86
  br i1 %87, label %92, label %88

88:                                               ; preds = %88, %82
  %89 = phi ptr [ %86, %82 ], [ %90, %88 ]
  %90 = getelementptr inbounds %struct.Elem, ptr %89, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %90) #7
  %91 = icmp eq ptr %90, %6
  br i1 %91, label %92, label %88

92:                                               ; preds = %88, %82
  br label %104

93:                                               ; preds = %68
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %3, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %4, align 4
  %97 = getelementptr inbounds [4 x %struct.Elem], ptr %6, i32 0, i32 0
  %98 = getelementptr inbounds %struct.Elem, ptr %97, i64 4
  br label %99

99:                                               ; preds = %99, %93
  %100 = phi ptr [ %98, %93 ], [ %101, %99 ]
  %101 = getelementptr inbounds %struct.Elem, ptr %100, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %101) #7
  %102 = icmp eq ptr %101, %97
  br i1 %102, label %103, label %99

103:                                              ; preds = %99
  br label %104

104:                                              ; preds = %103, %92
  %105 = load i32, ptr %4, align 4
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %198

108:                                              ; preds = %104
  %109 = load ptr, ptr %3, align 8
  %110 = call ptr @__cxa_begin_catch(ptr %109) #7
  %111 = load i32, ptr %110, align 4
  store i32 %111, ptr %8, align 4
  %112 = load i32, ptr %8, align 4
  %113 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %112)
          to label %114 unwind label %132

114:                                              ; preds = %108
  call void @__cxa_end_catch() #7
  br label %115

115:                                              ; preds = %114, %77
  store i32 100, ptr @_ZL7counter, align 4
  store i32 103, ptr @_ZL7fail_at, align 4
  %116 = invoke noundef ptr @_ZN4ElemnaEm(i64 noundef 28)
          to label %117 unwind label %136

117:                                              ; preds = %115
  store i64 5, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %116, i64 8
  %119 = getelementptr inbounds %struct.Elem, ptr %118, i64 5
  br label %120

120:                                              ; preds = %122, %117
  %121 = phi ptr [ %118, %117 ], [ %123, %122 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %121)
          to label %122 unwind label %140

122:                                              ; preds = %120
  %123 = getelementptr inbounds %struct.Elem, ptr %121, i64 1
  %124 = icmp eq ptr %123, %119
  br i1 %124, label %125, label %120

125:                                              ; preds = %122
  store ptr %118, ptr %9, align 8
  %126 = load ptr, ptr %9, align 8
  %127 = getelementptr inbounds %struct.Elem, ptr %126, i64 0
  %128 = getelementptr inbounds %struct.Elem, ptr %127, i32 0, i32 0
  %129 = load i32, ptr %128, align 4
  %130 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %129)
          to label %131 unwind label %136

131:                                              ; preds = %125
  br label %161

132:                                              ; preds = %108
  %133 = landingpad { ptr, i32 }
          cleanup
  %134 = extractvalue { ptr, i32 } %133, 0
  store ptr %134, ptr %3, align 8
  %135 = extractvalue { ptr, i32 } %133, 1
  store i32 %135, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %198

136:                                              ; preds = %125, %115
  %137 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %138 = extractvalue { ptr, i32 } %137, 0
  store ptr %138, ptr %3, align 8
  %139 = extractvalue { ptr, i32 } %137, 1
  store i32 %139, ptr %4, align 4
  br label %150

140:                                              ; preds = %120
  %141 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %142 = extractvalue { ptr, i32 } %141, 0
  store ptr %142, ptr %3, align 8
  %143 = extractvalue { ptr, i32 } %141, 1
  store i32 %143, ptr %4, align 4
  %144 = icmp eq ptr %118, %121
  br i1 %144, label %149, label %145

145:                                              ; preds = %145, %140
  %146 = phi ptr [ %121, %140 ], [ %147, %145 ]
  %147 = getelementptr inbounds %struct.Elem, ptr %146, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %147) #7
  %148 = icmp eq ptr %147, %118
  br i1 %148, label %149, label %145

149:                                              ; preds = %145, %140
  call void @_ZN4ElemdaEPv(ptr noundef %116) #7
  br label %150

150:                                              ; preds = %149, %136
  %151 = load i32, ptr %4, align 4
  %152 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %153 = icmp eq i32 %151, %152
  br i1 %153, label %154, label %198

154:                                              ; preds = %150
  %155 = load ptr, ptr %3, align 8
  %156 = call ptr @__cxa_begin_catch(ptr %155) #7
  %157 = load i32, ptr %156, align 4
  store i32 %157, ptr %10, align 4
  %158 = load i32, ptr %10, align 4
  %159 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %158)
          to label %160 unwind label %184

160:                                              ; preds = %154
  call void @__cxa_end_catch() #7
  br label %161

161:                                              ; preds = %160, %131
  store i32 0, ptr @_ZL7fail_at, align 4
  store i32 200, ptr @_ZL7counter, align 4
  %162 = call noundef ptr @_ZN4ElemnaEm(i64 noundef 16)
  store i64 2, ptr %162, align 8
  %163 = getelementptr inbounds i8, ptr %162, i64 8
  %164 = getelementptr inbounds %struct.Elem, ptr %163, i64 2
  br label %165

165:                                              ; preds = %167, %161
  %166 = phi ptr [ %163, %161 ], [ %168, %167 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166)
          to label %167 unwind label %188

167:                                              ; preds = %165
  %168 = getelementptr inbounds %struct.Elem, ptr %166, i64 1
  %169 = icmp eq ptr %168, %164
  br i1 %169, label %170, label %165

170:                                              ; preds = %167
  store ptr %163, ptr %11, align 8
  %171 = load ptr, ptr %11, align 8
  %172 = icmp eq ptr %171, null
  br i1 %172, label %183, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %171, i64 -8
  %175 = load i64, ptr %174, align 4
  %176 = getelementptr inbounds %struct.Elem, ptr %171, i64 %175
  %177 = icmp eq ptr %171, %176
  br i1 %177, label %182, label %178

178:                                              ; preds = %178, %173
  %179 = phi ptr [ %176, %173 ], [ %180, %178 ]
  %180 = getelementptr inbounds %struct.Elem, ptr %179, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %180) #7
  %181 = icmp eq ptr %180, %171
  br i1 %181, label %182, label %178

182:                                              ; preds = %178, %173
  call void @_ZN4ElemdaEPv(ptr noundef %174) #7
  br label %183

183:                                              ; preds = %182, %170
  ret i32 0

184:                                              ; preds = %154
  %185 = landingpad { ptr, i32 }
          cleanup
  %186 = extractvalue { ptr, i32 } %185, 0
  store ptr %186, ptr %3, align 8
  %187 = extractvalue { ptr, i32 } %185, 1
  store i32 %187, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %198

188:                                              ; preds = %165
  %189 = landingpad { ptr, i32 }
          cleanup
  %190 = extractvalue { ptr, i32 } %189, 0
  store ptr %190, ptr %3, align 8
  %191 = extractvalue { ptr, i32 } %189, 1
  store i32 %191, ptr %4, align 4
  %192 = icmp eq ptr %163, %166
  br i1 %192, label %197, label %193

193:                                              ; preds = %193, %188
  %194 = phi ptr [ %166, %188 ], [ %195, %193 ]
  %195 = getelementptr inbounds %struct.Elem, ptr %194, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %195) #7
  %196 = icmp eq ptr %195, %163
  br i1 %196, label %197, label %193

197:                                              ; preds = %193, %188
  call void @_ZN4ElemdaEPv(ptr noundef %162) #7
  br label %198

198:                                              ; preds = %197, %184, %150, %132, %104, %78, %50
  %199 = load ptr, ptr %3, align 8
  %200 = load i32, ptr %4, align 4
  %201 = insertvalue { ptr, i32 } poison, ptr %199, 0
  %202 = insertvalue { ptr, i32 } %201, i32 %200, 1
  resume { ptr, i32 } %202
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZL7counter, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL7counter, align 4
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %8)
  %10 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr @_ZL7fail_at, align 4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 4) #7
  %16 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #8
  unreachable

18:                                               ; preds = %1
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = call ptr @__cxa_allocate_exception(i64 4) #7
  %17 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #8
  unreachable

19:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4ElemnaEm(i64 noundef %0) #1 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %4 = load i64, ptr %2, align 8
  %5 = call ptr @malloc(i64 noundef %4) #10
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemdaEPv(ptr noundef %0) #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #9
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #6

declare void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

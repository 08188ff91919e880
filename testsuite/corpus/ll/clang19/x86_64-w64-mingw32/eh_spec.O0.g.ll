; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !78
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1, !dbg !36
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !41
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !46
@_ZL5ctors = internal global i32 0, align 4, !dbg !85
@_ZL5dtors = internal global i32 0, align 4, !dbg !87
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !51
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !53
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !58
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !63
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !68
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !73
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !80
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !89
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !94
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !99
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !101
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !103

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) #0 !dbg !115 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !121, !DIExpression(), !122)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !123
  %4 = add nsw i32 %3, 1, !dbg !123
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !123
  %5 = load i64, ptr %2, align 8, !dbg !124
  %6 = call ptr @malloc(i64 noundef %5) #9, !dbg !125
  ret ptr %6, !dbg !126
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znay(i64 noundef %0) #0 !dbg !127 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !128, !DIExpression(), !129)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !130
  %4 = add nsw i32 %3, 1, !dbg !130
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !130
  %5 = load i64, ptr %2, align 8, !dbg !131
  %6 = call ptr @malloc(i64 noundef %5) #9, !dbg !132
  ret ptr %6, !dbg !133
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_seh0 !dbg !134 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !137, !DIExpression(), !138)
  %5 = load ptr, ptr %2, align 8, !dbg !139
  %6 = icmp ne ptr %5, null, !dbg !139
  br i1 %6, label %7, label %10, !dbg !141

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !142
  %9 = add nsw i32 %8, 1, !dbg !142
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !142
  br label %10, !dbg !142

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8, !dbg !143
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !144

12:                                               ; preds = %10
  ret void, !dbg !145

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !145
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !145
  store ptr %15, ptr %3, align 8, !dbg !145
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !145
  store i32 %16, ptr %4, align 4, !dbg !145
  br label %17, !dbg !145

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !145
  call void @__cxa_call_unexpected(ptr %18) #10, !dbg !145
  unreachable, !dbg !145
}

declare dso_local void @free(ptr noundef) #3

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_seh0 !dbg !146 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !147, !DIExpression(), !148)
  %5 = load ptr, ptr %2, align 8, !dbg !149
  %6 = icmp ne ptr %5, null, !dbg !149
  br i1 %6, label %7, label %10, !dbg !151

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !152
  %9 = add nsw i32 %8, 1, !dbg !152
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !152
  br label %10, !dbg !152

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8, !dbg !153
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !154

12:                                               ; preds = %10
  ret void, !dbg !155

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !155
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !155
  store ptr %15, ptr %3, align 8, !dbg !155
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !155
  store i32 %16, ptr %4, align 4, !dbg !155
  br label %17, !dbg !155

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !155
  call void @__cxa_call_unexpected(ptr %18) #10, !dbg !155
  unreachable, !dbg !155
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_seh0 !dbg !156 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !159, !DIExpression(), !162)
  %15 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef 4) #11
          to label %16 unwind label %23, !dbg !163, !heapallocsite !7

16:                                               ; preds = %0
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %27, !dbg !164

17:                                               ; preds = %16
  store ptr %15, ptr %2, align 8, !dbg !162
  %18 = load ptr, ptr %2, align 8, !dbg !165
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0, !dbg !166
  %20 = load i32, ptr %19, align 4, !dbg !166
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %22 unwind label %23, !dbg !167

22:                                               ; preds = %17
  br label %43, !dbg !168

23:                                               ; preds = %17, %0
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc, !dbg !169
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !169
  store ptr %25, ptr %3, align 8, !dbg !169
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !169
  store i32 %26, ptr %4, align 4, !dbg !169
  br label %31, !dbg !169

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !169
  %29 = extractvalue { ptr, i32 } %28, 0, !dbg !169
  store ptr %29, ptr %3, align 8, !dbg !169
  %30 = extractvalue { ptr, i32 } %28, 1, !dbg !169
  store i32 %30, ptr %4, align 4, !dbg !169
  call void @_ZdlPv(ptr noundef %15) #12, !dbg !163
  br label %31, !dbg !163

31:                                               ; preds = %27, %23
  %32 = load i32, ptr %4, align 4, !dbg !168
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #13, !dbg !168
  %34 = icmp eq i32 %32, %33, !dbg !168
  br i1 %34, label %35, label %196, !dbg !168

35:                                               ; preds = %31
    #dbg_declare(ptr %5, !170, !DIExpression(), !171)
  %36 = load ptr, ptr %3, align 8, !dbg !168
  %37 = call ptr @__cxa_begin_catch(ptr %36) #13, !dbg !168
  store ptr %37, ptr %5, align 8, !dbg !168
  %38 = load ptr, ptr %5, align 8, !dbg !172
  %39 = load i32, ptr @_ZL6allocs, align 4, !dbg !174
  %40 = load i32, ptr @_ZL5frees, align 4, !dbg !175
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i32 noundef %39, i32 noundef %40)
          to label %42 unwind label %67, !dbg !176

42:                                               ; preds = %35
  call void @__cxa_end_catch() #13, !dbg !177
  br label %43, !dbg !177

43:                                               ; preds = %42, %22
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4, !dbg !178
    #dbg_declare(ptr %6, !179, !DIExpression(), !181)
  %44 = invoke noalias noundef nonnull ptr @_Znay(i64 noundef 28) #11
          to label %45 unwind label %71, !dbg !182, !heapallocsite !7

45:                                               ; preds = %43
  store i64 5, ptr %44, align 8, !dbg !182
  %46 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !182
  %47 = getelementptr inbounds %struct.Fragile, ptr %46, i64 5, !dbg !182
  br label %48, !dbg !182

48:                                               ; preds = %50, %45
  %49 = phi ptr [ %46, %45 ], [ %51, %50 ], !dbg !182
  invoke void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %50 unwind label %75, !dbg !182

50:                                               ; preds = %48
  %51 = getelementptr inbounds %struct.Fragile, ptr %49, i64 1, !dbg !182
  %52 = icmp eq ptr %51, %47, !dbg !182
  br i1 %52, label %53, label %48, !dbg !182

53:                                               ; preds = %50
  store ptr %46, ptr %6, align 8, !dbg !181
  %54 = load ptr, ptr %6, align 8, !dbg !183
  %55 = icmp eq ptr %54, null, !dbg !184
  br i1 %55, label %66, label %56, !dbg !184

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %54, i64 -8, !dbg !184
  %58 = load i64, ptr %57, align 4, !dbg !184
  %59 = getelementptr inbounds %struct.Fragile, ptr %54, i64 %58, !dbg !184
  %60 = icmp eq ptr %54, %59, !dbg !184
  br i1 %60, label %65, label %61, !dbg !184

61:                                               ; preds = %61, %56
  %62 = phi ptr [ %59, %56 ], [ %63, %61 ], !dbg !184
  %63 = getelementptr inbounds %struct.Fragile, ptr %62, i64 -1, !dbg !184
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #13, !dbg !184
  %64 = icmp eq ptr %63, %54, !dbg !184
  br i1 %64, label %65, label %61, !dbg !184

65:                                               ; preds = %61, %56
  call void @_ZdaPv(ptr noundef %57) #12, !dbg !184
  br label %66, !dbg !184

66:                                               ; preds = %65, %53
  br label %99, !dbg !185

67:                                               ; preds = %35
  %68 = landingpad { ptr, i32 }
          cleanup, !dbg !186
  %69 = extractvalue { ptr, i32 } %68, 0, !dbg !186
  store ptr %69, ptr %3, align 8, !dbg !186
  %70 = extractvalue { ptr, i32 } %68, 1, !dbg !186
  store i32 %70, ptr %4, align 4, !dbg !186
  call void @__cxa_end_catch() #13, !dbg !177
  br label %196, !dbg !177

71:                                               ; preds = %43
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !187
  %73 = extractvalue { ptr, i32 } %72, 0, !dbg !187
  store ptr %73, ptr %3, align 8, !dbg !187
  %74 = extractvalue { ptr, i32 } %72, 1, !dbg !187
  store i32 %74, ptr %4, align 4, !dbg !187
  br label %85, !dbg !187

75:                                               ; preds = %48
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !187
  %77 = extractvalue { ptr, i32 } %76, 0, !dbg !187
  store ptr %77, ptr %3, align 8, !dbg !187
  %78 = extractvalue { ptr, i32 } %76, 1, !dbg !187
  store i32 %78, ptr %4, align 4, !dbg !187
  %79 = icmp eq ptr %46, %49, !dbg !182
  br i1 %79, label %84, label %80, !dbg !182

80:                                               ; preds = %80, %75
  %81 = phi ptr [ %49, %75 ], [ %82, %80 ], !dbg !182
  %82 = getelementptr inbounds %struct.Fragile, ptr %81, i64 -1, !dbg !182
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %82) #13, !dbg !182
  %83 = icmp eq ptr %82, %46, !dbg !182
  br i1 %83, label %84, label %80, !dbg !182

84:                                               ; preds = %80, %75
  call void @_ZdaPv(ptr noundef %44) #12, !dbg !182
  br label %85, !dbg !182

85:                                               ; preds = %84, %71
  %86 = load i32, ptr %4, align 4, !dbg !185
  %87 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !185
  %88 = icmp eq i32 %86, %87, !dbg !185
  br i1 %88, label %89, label %196, !dbg !185

89:                                               ; preds = %85
    #dbg_declare(ptr %7, !188, !DIExpression(), !189)
  %90 = load ptr, ptr %3, align 8, !dbg !185
  %91 = call ptr @__cxa_begin_catch(ptr %90) #13, !dbg !185
  %92 = load i32, ptr %91, align 4, !dbg !185
  store i32 %92, ptr %7, align 4, !dbg !185
  %93 = load i32, ptr %7, align 4, !dbg !190
  %94 = load i32, ptr @_ZL5ctors, align 4, !dbg !192
  %95 = load i32, ptr @_ZL5dtors, align 4, !dbg !193
  %96 = load i32, ptr @_ZL5frees, align 4, !dbg !194
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %93, i32 noundef %94, i32 noundef %95, i32 noundef %96)
          to label %98 unwind label %109, !dbg !195

98:                                               ; preds = %89
  call void @__cxa_end_catch() #13, !dbg !196
  br label %99, !dbg !196

99:                                               ; preds = %98, %66
    #dbg_declare(ptr %8, !197, !DIExpression(), !198)
  store i32 0, ptr %8, align 4, !dbg !198
    #dbg_declare(ptr %9, !199, !DIExpression(), !201)
  store i32 0, ptr %9, align 4, !dbg !201
  br label %100, !dbg !202

100:                                              ; preds = %129, %99
  %101 = load i32, ptr %9, align 4, !dbg !203
  %102 = icmp slt i32 %101, 5, !dbg !205
  br i1 %102, label %103, label %136, !dbg !206

103:                                              ; preds = %100
  %104 = load i32, ptr %9, align 4, !dbg !207
  %105 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %104)
          to label %106 unwind label %113, !dbg !210

106:                                              ; preds = %103
  %107 = load i32, ptr %8, align 4, !dbg !211
  %108 = add nsw i32 %107, %105, !dbg !211
  store i32 %108, ptr %8, align 4, !dbg !211
  br label %128, !dbg !212

109:                                              ; preds = %89
  %110 = landingpad { ptr, i32 }
          cleanup, !dbg !213
  %111 = extractvalue { ptr, i32 } %110, 0, !dbg !213
  store ptr %111, ptr %3, align 8, !dbg !213
  %112 = extractvalue { ptr, i32 } %110, 1, !dbg !213
  store i32 %112, ptr %4, align 4, !dbg !213
  call void @__cxa_end_catch() #13, !dbg !196
  br label %196, !dbg !196

113:                                              ; preds = %103
  %114 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !214
  %115 = extractvalue { ptr, i32 } %114, 0, !dbg !214
  store ptr %115, ptr %3, align 8, !dbg !214
  %116 = extractvalue { ptr, i32 } %114, 1, !dbg !214
  store i32 %116, ptr %4, align 4, !dbg !214
  br label %117, !dbg !214

117:                                              ; preds = %113
  %118 = load i32, ptr %4, align 4, !dbg !212
  %119 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !212
  %120 = icmp eq i32 %118, %119, !dbg !212
  br i1 %120, label %121, label %196, !dbg !212

121:                                              ; preds = %117
    #dbg_declare(ptr %10, !215, !DIExpression(), !216)
  %122 = load ptr, ptr %3, align 8, !dbg !212
  %123 = call ptr @__cxa_begin_catch(ptr %122) #13, !dbg !212
  %124 = load i32, ptr %123, align 4, !dbg !212
  store i32 %124, ptr %10, align 4, !dbg !212
  %125 = load i32, ptr %10, align 4, !dbg !217
  %126 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %125)
          to label %127 unwind label %132, !dbg !219

127:                                              ; preds = %121
  call void @__cxa_end_catch() #13, !dbg !220
  br label %128, !dbg !220

128:                                              ; preds = %127, %106
  br label %129, !dbg !221

129:                                              ; preds = %128
  %130 = load i32, ptr %9, align 4, !dbg !222
  %131 = add nsw i32 %130, 1, !dbg !222
  store i32 %131, ptr %9, align 4, !dbg !222
  br label %100, !dbg !223, !llvm.loop !224

132:                                              ; preds = %121
  %133 = landingpad { ptr, i32 }
          cleanup, !dbg !227
  %134 = extractvalue { ptr, i32 } %133, 0, !dbg !227
  store ptr %134, ptr %3, align 8, !dbg !227
  %135 = extractvalue { ptr, i32 } %133, 1, !dbg !227
  store i32 %135, ptr %4, align 4, !dbg !227
  call void @__cxa_end_catch() #13, !dbg !220
  br label %196, !dbg !220

136:                                              ; preds = %100
  %137 = load i32, ptr %8, align 4, !dbg !228
  %138 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13, !dbg !229
  %139 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13, !dbg !230
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %137, i32 noundef %138, i32 noundef %139), !dbg !231
  %141 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !232
  %142 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3), !dbg !233
  %143 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !234
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %141, i32 noundef %142, i32 noundef %143), !dbg !235
    #dbg_declare(ptr %11, !236, !DIExpression(), !241)
  %145 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0, !dbg !242
  store ptr %8, ptr %145, align 8, !dbg !242
    #dbg_declare(ptr %12, !243, !DIExpression(), !245)
  store i32 0, ptr %12, align 4, !dbg !245
  br label %146, !dbg !246

146:                                              ; preds = %169, %136
  %147 = load i32, ptr %12, align 4, !dbg !247
  %148 = icmp slt i32 %147, 4, !dbg !249
  br i1 %148, label %149, label %177, !dbg !250

149:                                              ; preds = %146
  %150 = load i32, ptr %12, align 4, !dbg !251
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %150)
          to label %151 unwind label %152, !dbg !254

151:                                              ; preds = %149
  br label %168, !dbg !255

152:                                              ; preds = %149
  %153 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile, !dbg !256
  %154 = extractvalue { ptr, i32 } %153, 0, !dbg !256
  store ptr %154, ptr %3, align 8, !dbg !256
  %155 = extractvalue { ptr, i32 } %153, 1, !dbg !256
  store i32 %155, ptr %4, align 4, !dbg !256
  br label %156, !dbg !256

156:                                              ; preds = %152
  %157 = load i32, ptr %4, align 4, !dbg !255
  %158 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #13, !dbg !255
  %159 = icmp eq i32 %157, %158, !dbg !255
  br i1 %159, label %160, label %196, !dbg !255

160:                                              ; preds = %156
    #dbg_declare(ptr %13, !257, !DIExpression(), !259)
  %161 = load ptr, ptr %3, align 8, !dbg !255
  %162 = call ptr @__cxa_begin_catch(ptr %161) #13, !dbg !255
  store ptr %162, ptr %13, align 8, !dbg !255
  %163 = load ptr, ptr %13, align 8, !dbg !260
  %164 = getelementptr inbounds %struct.Fragile, ptr %163, i32 0, i32 0, !dbg !262
  %165 = load i32, ptr %164, align 4, !dbg !262
  %166 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %165)
          to label %167 unwind label %172, !dbg !263

167:                                              ; preds = %160
  call void @__cxa_end_catch(), !dbg !264
  br label %168, !dbg !264

168:                                              ; preds = %167, %151
  br label %169, !dbg !265

169:                                              ; preds = %168
  %170 = load i32, ptr %12, align 4, !dbg !266
  %171 = add nsw i32 %170, 1, !dbg !266
  store i32 %171, ptr %12, align 4, !dbg !266
  br label %146, !dbg !267, !llvm.loop !268

172:                                              ; preds = %160
  %173 = landingpad { ptr, i32 }
          cleanup, !dbg !270
  %174 = extractvalue { ptr, i32 } %173, 0, !dbg !270
  store ptr %174, ptr %3, align 8, !dbg !270
  %175 = extractvalue { ptr, i32 } %173, 1, !dbg !270
  store i32 %175, ptr %4, align 4, !dbg !270
  invoke void @__cxa_end_catch()
          to label %176 unwind label %201, !dbg !264

176:                                              ; preds = %172
  br label %196, !dbg !264

177:                                              ; preds = %146
    #dbg_declare(ptr %14, !271, !DIExpression(), !273)
  store i32 0, ptr %14, align 4, !dbg !273
  br label %178, !dbg !274

178:                                              ; preds = %186, %177
  %179 = load i32, ptr %14, align 4, !dbg !275
  %180 = icmp slt i32 %179, 3, !dbg !277
  br i1 %180, label %181, label %189, !dbg !278

181:                                              ; preds = %178
  %182 = load i32, ptr %14, align 4, !dbg !279
  %183 = load i32, ptr %14, align 4, !dbg !280
  %184 = call noundef i32 @_ZL7layeredi(i32 noundef %183), !dbg !281
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %182, i32 noundef %184), !dbg !282
  br label %186, !dbg !282

186:                                              ; preds = %181
  %187 = load i32, ptr %14, align 4, !dbg !283
  %188 = add nsw i32 %187, 1, !dbg !283
  store i32 %188, ptr %14, align 4, !dbg !283
  br label %178, !dbg !284, !llvm.loop !285

189:                                              ; preds = %178
  %190 = load i32, ptr @_ZL6allocs, align 4, !dbg !287
  %191 = load i32, ptr @_ZL5frees, align 4, !dbg !288
  %192 = load i32, ptr @_ZL5ctors, align 4, !dbg !289
  %193 = load i32, ptr @_ZL5dtors, align 4, !dbg !290
  %194 = load i32, ptr %8, align 4, !dbg !291
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %190, i32 noundef %191, i32 noundef %192, i32 noundef %193, i32 noundef %194), !dbg !292
  ret i32 0, !dbg !293

196:                                              ; preds = %176, %156, %132, %117, %109, %85, %67, %31
  %197 = load ptr, ptr %3, align 8, !dbg !168
  %198 = load i32, ptr %4, align 4, !dbg !168
  %199 = insertvalue { ptr, i32 } poison, ptr %197, 0, !dbg !168
  %200 = insertvalue { ptr, i32 } %199, i32 %198, 1, !dbg !168
  resume { ptr, i32 } %200, !dbg !168

201:                                              ; preds = %172
  %202 = landingpad { ptr, i32 }
          catch ptr null, !dbg !264
  %203 = extractvalue { ptr, i32 } %202, 0, !dbg !264
  call void @__clang_call_terminate(ptr %203) #14, !dbg !264
  unreachable, !dbg !264
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !294 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !295, !DIExpression(), !296)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !297, !DIExpression(), !298)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0, !dbg !299
  %7 = load i32, ptr %4, align 4, !dbg !300
  store i32 %7, ptr %6, align 4, !dbg !299
  %8 = load i32, ptr %4, align 4, !dbg !301
  %9 = icmp eq i32 %8, 13, !dbg !304
  br i1 %9, label %10, label %12, !dbg !305

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 8) #13, !dbg !306
  store ptr @.str.9, ptr %11, align 16, !dbg !306
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #10, !dbg !306
  unreachable, !dbg !306

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !307
  %14 = add nsw i32 %13, 1, !dbg !307
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !307
  ret void, !dbg !308
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !309 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !310, !DIExpression(), !311)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0, !dbg !312
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !313
  store i32 %5, ptr %4, align 4, !dbg !312
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !314
  %7 = add nsw i32 %6, -1, !dbg !314
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4, !dbg !314
  %8 = icmp slt i32 %7, 0, !dbg !317
  br i1 %8, label %9, label %12, !dbg !318

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !319
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !320
  store i32 %11, ptr %10, align 16, !dbg !319
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #10, !dbg !319
  unreachable, !dbg !319

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !321
  %14 = add nsw i32 %13, 1, !dbg !321
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !321
  ret void, !dbg !322
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !323 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !324, !DIExpression(), !325)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL5dtors, align 4, !dbg !326
  %5 = add nsw i32 %4, 1, !dbg !326
  store i32 %5, ptr @_ZL5dtors, align 4, !dbg !326
  ret void, !dbg !328
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_seh0 !dbg !329 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !332, !DIExpression(), !333)
  %5 = load i32, ptr %2, align 4, !dbg !334
  %6 = icmp sgt i32 %5, 2, !dbg !336
  br i1 %6, label %7, label %20, !dbg !337

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !338
  %9 = load i32, ptr %2, align 4, !dbg !339
  %10 = mul nsw i32 %9, 2, !dbg !340
  store i32 %10, ptr %8, align 16, !dbg !338
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #10
          to label %27 unwind label %11, !dbg !338

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi], !dbg !341
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !341
  store ptr %13, ptr %3, align 8, !dbg !341
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !341
  store i32 %14, ptr %4, align 4, !dbg !341
  br label %15, !dbg !341

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4, !dbg !342
  %17 = icmp slt i32 %16, 0, !dbg !342
  br i1 %17, label %18, label %22, !dbg !342

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8, !dbg !342
  call void @__cxa_call_unexpected(ptr %19) #10, !dbg !342
  unreachable, !dbg !342

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4, !dbg !343
  ret i32 %21, !dbg !342

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8, !dbg !342
  %24 = load i32, ptr %4, align 4, !dbg !342
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0, !dbg !342
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1, !dbg !342
  resume { ptr, i32 } %26, !dbg !342

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #7 !dbg !344 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !345, !DIExpression(), !346)
  %3 = load i32, ptr %2, align 4, !dbg !347
  %4 = add nsw i32 %3, 1, !dbg !348
  ret i32 %4, !dbg !349
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #7 !dbg !350 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !351, !DIExpression(), !352)
  %3 = load i32, ptr %2, align 4, !dbg !353
  %4 = sub nsw i32 %3, 1, !dbg !354
  ret i32 %4, !dbg !355
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 !dbg !356 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !364, !DIExpression(), !365)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !366, !DIExpression(), !367)
  %9 = load ptr, ptr %4, align 8, !dbg !368
  %10 = load i32, ptr %5, align 4, !dbg !370
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !368

11:                                               ; preds = %2
  br label %29, !dbg !371

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !372
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !372
  store ptr %14, ptr %6, align 8, !dbg !372
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !372
  store i32 %15, ptr %7, align 4, !dbg !372
  br label %16, !dbg !372

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !371
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #13, !dbg !371
  %19 = icmp eq i32 %17, %18, !dbg !371
  br i1 %19, label %20, label %26, !dbg !371

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !373, !DIExpression(), !374)
  %21 = load ptr, ptr %6, align 8, !dbg !375
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !375
  %23 = load i16, ptr %22, align 2, !dbg !375
  store i16 %23, ptr %8, align 2, !dbg !375
  %24 = load i16, ptr %8, align 2, !dbg !377
  %25 = sext i16 %24 to i32, !dbg !377
  store i32 %25, ptr %3, align 4, !dbg !379
  call void @__cxa_end_catch() #13, !dbg !380
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8, !dbg !371
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13, !dbg !371
  store i32 -1, ptr %3, align 4, !dbg !381
  call void @__cxa_end_catch(), !dbg !375
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !382
  br label %30, !dbg !382

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !383
  ret i32 %31, !dbg !383
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 !dbg !384 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !385, !DIExpression(), !386)
  %3 = call ptr @__cxa_allocate_exception(i64 2) #13, !dbg !387
  %4 = load i32, ptr %2, align 4, !dbg !388
  %5 = trunc i32 %4 to i16, !dbg !388
  store i16 %5, ptr %3, align 16, !dbg !387
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #10, !dbg !387
  unreachable, !dbg !387
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 !dbg !389 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !392, !DIExpression(), !393)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !394, !DIExpression(), !395)
  %9 = load ptr, ptr %4, align 8, !dbg !396
  %10 = load i32, ptr %5, align 4, !dbg !398
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !396

11:                                               ; preds = %2
  br label %29, !dbg !399

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !400
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !400
  store ptr %14, ptr %6, align 8, !dbg !400
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !400
  store i32 %15, ptr %7, align 4, !dbg !400
  br label %16, !dbg !400

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !399
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #13, !dbg !399
  %19 = icmp eq i32 %17, %18, !dbg !399
  br i1 %19, label %20, label %26, !dbg !399

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !401, !DIExpression(), !402)
  %21 = load ptr, ptr %6, align 8, !dbg !403
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !403
  %23 = load i64, ptr %22, align 8, !dbg !403
  store i64 %23, ptr %8, align 8, !dbg !403
  %24 = load i64, ptr %8, align 8, !dbg !405
  %25 = trunc i64 %24 to i32, !dbg !405
  store i32 %25, ptr %3, align 4, !dbg !407
  call void @__cxa_end_catch() #13, !dbg !408
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8, !dbg !399
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13, !dbg !399
  store i32 -1, ptr %3, align 4, !dbg !409
  call void @__cxa_end_catch(), !dbg !403
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !410
  br label %30, !dbg !410

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !411
  ret i32 %31, !dbg !411
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #5 !dbg !412 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !413, !DIExpression(), !414)
  %3 = call ptr @__cxa_allocate_exception(i64 8) #13, !dbg !415
  %4 = load i32, ptr %2, align 4, !dbg !416
  %5 = sext i32 %4 to i64, !dbg !416
  %6 = mul nsw i64 %5, 1000, !dbg !417
  store i64 %6, ptr %3, align 16, !dbg !415
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #10, !dbg !415
  unreachable, !dbg !415
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 !dbg !418 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !421, !DIExpression(), !422)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !423, !DIExpression(), !424)
  %9 = load ptr, ptr %4, align 8, !dbg !425
  %10 = load i32, ptr %5, align 4, !dbg !427
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !425

11:                                               ; preds = %2
  br label %28, !dbg !428

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !429
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !429
  store ptr %14, ptr %6, align 8, !dbg !429
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !429
  store i32 %15, ptr %7, align 4, !dbg !429
  br label %16, !dbg !429

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !428
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !428
  %19 = icmp eq i32 %17, %18, !dbg !428
  br i1 %19, label %20, label %25, !dbg !428

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !430, !DIExpression(), !431)
  %21 = load ptr, ptr %6, align 8, !dbg !432
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !432
  %23 = load i32, ptr %22, align 4, !dbg !432
  store i32 %23, ptr %8, align 4, !dbg !432
  %24 = load i32, ptr %8, align 4, !dbg !434
  store i32 %24, ptr %3, align 4, !dbg !436
  call void @__cxa_end_catch() #13, !dbg !437
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 8, !dbg !428
  %27 = call ptr @__cxa_begin_catch(ptr %26) #13, !dbg !428
  store i32 -1, ptr %3, align 4, !dbg !438
  call void @__cxa_end_catch(), !dbg !432
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !439
  br label %29, !dbg !439

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4, !dbg !440
  ret i32 %30, !dbg !440
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_seh0 !dbg !441 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !447, !DIExpression(), !449)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !450, !DIExpression(), !451)
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4, !dbg !452
  %9 = and i32 %8, 1, !dbg !454
  %10 = icmp ne i32 %9, 0, !dbg !452
  br i1 %10, label %11, label %20, !dbg !455

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !456
  %13 = load i32, ptr %4, align 4, !dbg !457
  %14 = mul nsw i32 %13, 3, !dbg !458
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %15 unwind label %16, !dbg !459

15:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #10, !dbg !456
  unreachable, !dbg !456

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !460
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !460
  store ptr %18, ptr %5, align 8, !dbg !460
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !460
  store i32 %19, ptr %6, align 4, !dbg !460
  call void @__cxa_free_exception(ptr %12) #13, !dbg !456
  br label %26, !dbg !456

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4, !dbg !461
  %22 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !462
  %23 = load ptr, ptr %22, align 8, !dbg !462
  %24 = load i32, ptr %23, align 4, !dbg !463
  %25 = add nsw i32 %24, %21, !dbg !463
  store i32 %25, ptr %23, align 4, !dbg !463
  ret void, !dbg !464

26:                                               ; preds = %16
  %27 = load ptr, ptr %5, align 8, !dbg !456
  %28 = load i32, ptr %6, align 4, !dbg !456
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0, !dbg !456
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1, !dbg !456
  resume { ptr, i32 } %30, !dbg !456
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_seh0 !dbg !465 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !466, !DIExpression(), !467)
    #dbg_declare(ptr %4, !468, !DIExpression(), !469)
  call void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.10), !dbg !469
    #dbg_declare(ptr %5, !470, !DIExpression(), !472)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef @.str.11)
          to label %13 unwind label %20, !dbg !472

13:                                               ; preds = %1
    #dbg_declare(ptr %8, !473, !DIExpression(), !475)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.12)
          to label %14 unwind label %24, !dbg !475

14:                                               ; preds = %13
  %15 = load i32, ptr %3, align 4, !dbg !476
  %16 = icmp sgt i32 %15, 0, !dbg !478
  br i1 %16, label %17, label %47, !dbg !479

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !480
  %19 = load i32, ptr %3, align 4, !dbg !481
  store i32 %19, ptr %18, align 16, !dbg !480
  invoke void @__cxa_throw(ptr %18, ptr @_ZTIi, ptr null) #10
          to label %83 unwind label %28, !dbg !480

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !482
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !482
  store ptr %22, ptr %6, align 8, !dbg !482
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !482
  store i32 %23, ptr %7, align 4, !dbg !482
  br label %64, !dbg !482

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !483
  %26 = extractvalue { ptr, i32 } %25, 0, !dbg !483
  store ptr %26, ptr %6, align 8, !dbg !483
  %27 = extractvalue { ptr, i32 } %25, 1, !dbg !483
  store i32 %27, ptr %7, align 4, !dbg !483
  br label %32, !dbg !483

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !484
  %30 = extractvalue { ptr, i32 } %29, 0, !dbg !484
  store ptr %30, ptr %6, align 8, !dbg !484
  %31 = extractvalue { ptr, i32 } %29, 1, !dbg !484
  store i32 %31, ptr %7, align 4, !dbg !484
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !485
  br label %32, !dbg !485

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %7, align 4, !dbg !486
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !486
  %35 = icmp eq i32 %33, %34, !dbg !486
  br i1 %35, label %36, label %63, !dbg !486

36:                                               ; preds = %32
    #dbg_declare(ptr %9, !487, !DIExpression(), !488)
  %37 = load ptr, ptr %6, align 8, !dbg !486
  %38 = call ptr @__cxa_begin_catch(ptr %37) #13, !dbg !486
  %39 = load i32, ptr %38, align 4, !dbg !486
  store i32 %39, ptr %9, align 4, !dbg !486
    #dbg_declare(ptr %10, !489, !DIExpression(), !491)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef @.str.13)
          to label %40 unwind label %48, !dbg !491

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4, !dbg !492
  %42 = icmp sgt i32 %41, 1, !dbg !494
  br i1 %42, label %43, label %56, !dbg !495

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !496
  %45 = load i32, ptr %9, align 4, !dbg !497
  %46 = add nsw i32 %45, 10, !dbg !498
  store i32 %46, ptr %44, align 16, !dbg !496
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #10
          to label %83 unwind label %52, !dbg !496

47:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !485
  br label %59, !dbg !486

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !499
  %50 = extractvalue { ptr, i32 } %49, 0, !dbg !499
  store ptr %50, ptr %6, align 8, !dbg !499
  %51 = extractvalue { ptr, i32 } %49, 1, !dbg !499
  store i32 %51, ptr %7, align 4, !dbg !499
  br label %58, !dbg !499

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !500
  %54 = extractvalue { ptr, i32 } %53, 0, !dbg !500
  store ptr %54, ptr %6, align 8, !dbg !500
  %55 = extractvalue { ptr, i32 } %53, 1, !dbg !500
  store i32 %55, ptr %7, align 4, !dbg !500
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #13, !dbg !501
  br label %58, !dbg !501

56:                                               ; preds = %40
  %57 = load i32, ptr %9, align 4, !dbg !502
  store i32 %57, ptr %2, align 4, !dbg !503
  store i32 1, ptr %11, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #13, !dbg !501
  call void @__cxa_end_catch() #13, !dbg !504
  br label %60

58:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #13, !dbg !504
  br label %63, !dbg !504

59:                                               ; preds = %47
  store i32 0, ptr %11, align 4, !dbg !505
  br label %60, !dbg !505

60:                                               ; preds = %59, %56
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !505
  %61 = load i32, ptr %11, align 4
  switch i32 %61, label %75 [
    i32 0, label %62
  ]

62:                                               ; preds = %60
  br label %74, !dbg !506

63:                                               ; preds = %58, %32
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !505
  br label %64, !dbg !505

64:                                               ; preds = %63, %20
  %65 = load i32, ptr %7, align 4, !dbg !506
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !506
  %67 = icmp eq i32 %65, %66, !dbg !506
  br i1 %67, label %68, label %77, !dbg !506

68:                                               ; preds = %64
    #dbg_declare(ptr %12, !507, !DIExpression(), !508)
  %69 = load ptr, ptr %6, align 8, !dbg !506
  %70 = call ptr @__cxa_begin_catch(ptr %69) #13, !dbg !506
  %71 = load i32, ptr %70, align 4, !dbg !506
  store i32 %71, ptr %12, align 4, !dbg !506
  %72 = load i32, ptr %12, align 4, !dbg !509
  %73 = mul nsw i32 %72, 100, !dbg !511
  store i32 %73, ptr %2, align 4, !dbg !512
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #13, !dbg !513
  br label %75

74:                                               ; preds = %62
  store i32 0, ptr %2, align 4, !dbg !514
  store i32 1, ptr %11, align 4
  br label %75, !dbg !514

75:                                               ; preds = %74, %68, %60
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !515
  %76 = load i32, ptr %2, align 4, !dbg !515
  ret i32 %76, !dbg !515

77:                                               ; preds = %64
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !515
  br label %78, !dbg !515

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 8, !dbg !515
  %80 = load i32, ptr %7, align 4, !dbg !515
  %81 = insertvalue { ptr, i32 } poison, ptr %79, 0, !dbg !515
  %82 = insertvalue { ptr, i32 } %81, i32 %80, 1, !dbg !515
  resume { ptr, i32 } %82, !dbg !515

83:                                               ; preds = %43, %17
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #7 comdat align 2 !dbg !516 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !517, !DIExpression(), !519)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !520, !DIExpression(), !521)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !522
  %7 = load ptr, ptr %4, align 8, !dbg !523
  store ptr %7, ptr %6, align 8, !dbg !522
  ret void, !dbg !524
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !525 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !526, !DIExpression(), !527)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !528
  %5 = load ptr, ptr %4, align 8, !dbg !528
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8, !dbg !530

7:                                                ; preds = %1
  ret void, !dbg !531

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null, !dbg !530
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !530
  call void @__clang_call_terminate(ptr %10) #14, !dbg !530
  unreachable, !dbg !530
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 7, !"Dwarf Version", i32 4}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 2}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 1, !"MaxTLSAlign", i32 65536}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!119 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!120 = !{}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 15, type: !119)
!122 = !DILocation(line: 15, column: 34, scope: !115)
!123 = !DILocation(line: 15, column: 39, scope: !115)
!124 = !DILocation(line: 15, column: 63, scope: !115)
!125 = !DILocation(line: 15, column: 56, scope: !115)
!126 = !DILocation(line: 15, column: 49, scope: !115)
!127 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znay", scope: !3, file: !3, line: 16, type: !116, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!128 = !DILocalVariable(name: "n", arg: 1, scope: !127, file: !3, line: 16, type: !119)
!129 = !DILocation(line: 16, column: 36, scope: !127)
!130 = !DILocation(line: 16, column: 41, scope: !127)
!131 = !DILocation(line: 16, column: 65, scope: !127)
!132 = !DILocation(line: 16, column: 58, scope: !127)
!133 = !DILocation(line: 16, column: 51, scope: !127)
!134 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !135, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !118}
!137 = !DILocalVariable(name: "p", arg: 1, scope: !134, file: !3, line: 17, type: !118)
!138 = !DILocation(line: 17, column: 28, scope: !134)
!139 = !DILocation(line: 17, column: 45, scope: !140)
!140 = distinct !DILexicalBlock(scope: !134, file: !3, line: 17, column: 45)
!141 = !DILocation(line: 17, column: 45, scope: !134)
!142 = !DILocation(line: 17, column: 48, scope: !140)
!143 = !DILocation(line: 17, column: 62, scope: !134)
!144 = !DILocation(line: 17, column: 57, scope: !134)
!145 = !DILocation(line: 17, column: 66, scope: !134)
!146 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !135, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!147 = !DILocalVariable(name: "p", arg: 1, scope: !146, file: !3, line: 18, type: !118)
!148 = !DILocation(line: 18, column: 30, scope: !146)
!149 = !DILocation(line: 18, column: 47, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 18, column: 47)
!151 = !DILocation(line: 18, column: 47, scope: !146)
!152 = !DILocation(line: 18, column: 50, scope: !150)
!153 = !DILocation(line: 18, column: 64, scope: !146)
!154 = !DILocation(line: 18, column: 59, scope: !146)
!155 = !DILocation(line: 18, column: 68, scope: !146)
!156 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !157, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!157 = !DISubroutineType(types: !158)
!158 = !{!10}
!159 = !DILocalVariable(name: "f", scope: !160, file: !3, line: 84, type: !161)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 83, column: 7)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!162 = !DILocation(line: 84, column: 14, scope: !160)
!163 = !DILocation(line: 84, column: 18, scope: !160)
!164 = !DILocation(line: 84, column: 22, scope: !160)
!165 = !DILocation(line: 85, column: 31, scope: !160)
!166 = !DILocation(line: 85, column: 34, scope: !160)
!167 = !DILocation(line: 85, column: 5, scope: !160)
!168 = !DILocation(line: 86, column: 3, scope: !160)
!169 = !DILocation(line: 127, column: 1, scope: !160)
!170 = !DILocalVariable(name: "msg", scope: !156, file: !3, line: 86, type: !23)
!171 = !DILocation(line: 86, column: 24, scope: !156)
!172 = !DILocation(line: 87, column: 46, scope: !173)
!173 = distinct !DILexicalBlock(scope: !156, file: !3, line: 86, column: 29)
!174 = !DILocation(line: 87, column: 51, scope: !173)
!175 = !DILocation(line: 87, column: 59, scope: !173)
!176 = !DILocation(line: 87, column: 5, scope: !173)
!177 = !DILocation(line: 88, column: 3, scope: !173)
!178 = !DILocation(line: 91, column: 19, scope: !156)
!179 = !DILocalVariable(name: "arr", scope: !180, file: !3, line: 93, type: !161)
!180 = distinct !DILexicalBlock(scope: !156, file: !3, line: 92, column: 7)
!181 = !DILocation(line: 93, column: 14, scope: !180)
!182 = !DILocation(line: 93, column: 20, scope: !180)
!183 = !DILocation(line: 94, column: 14, scope: !180)
!184 = !DILocation(line: 94, column: 5, scope: !180)
!185 = !DILocation(line: 95, column: 3, scope: !180)
!186 = !DILocation(line: 127, column: 1, scope: !173)
!187 = !DILocation(line: 127, column: 1, scope: !180)
!188 = !DILocalVariable(name: "b", scope: !156, file: !3, line: 95, type: !10)
!189 = !DILocation(line: 95, column: 16, scope: !156)
!190 = !DILocation(line: 96, column: 70, scope: !191)
!191 = distinct !DILexicalBlock(scope: !156, file: !3, line: 95, column: 19)
!192 = !DILocation(line: 96, column: 73, scope: !191)
!193 = !DILocation(line: 96, column: 80, scope: !191)
!194 = !DILocation(line: 96, column: 87, scope: !191)
!195 = !DILocation(line: 96, column: 5, scope: !191)
!196 = !DILocation(line: 97, column: 3, scope: !191)
!197 = !DILocalVariable(name: "ok", scope: !156, file: !3, line: 99, type: !10)
!198 = !DILocation(line: 99, column: 7, scope: !156)
!199 = !DILocalVariable(name: "i", scope: !200, file: !3, line: 100, type: !10)
!200 = distinct !DILexicalBlock(scope: !156, file: !3, line: 100, column: 3)
!201 = !DILocation(line: 100, column: 12, scope: !200)
!202 = !DILocation(line: 100, column: 8, scope: !200)
!203 = !DILocation(line: 100, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !3, line: 100, column: 3)
!205 = !DILocation(line: 100, column: 21, scope: !204)
!206 = !DILocation(line: 100, column: 3, scope: !200)
!207 = !DILocation(line: 102, column: 23, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 101, column: 9)
!209 = distinct !DILexicalBlock(scope: !204, file: !3, line: 100, column: 31)
!210 = !DILocation(line: 102, column: 13, scope: !208)
!211 = !DILocation(line: 102, column: 10, scope: !208)
!212 = !DILocation(line: 103, column: 5, scope: !208)
!213 = !DILocation(line: 127, column: 1, scope: !191)
!214 = !DILocation(line: 127, column: 1, scope: !208)
!215 = !DILocalVariable(name: "e", scope: !209, file: !3, line: 103, type: !10)
!216 = !DILocation(line: 103, column: 18, scope: !209)
!217 = !DILocation(line: 104, column: 33, scope: !218)
!218 = distinct !DILexicalBlock(scope: !209, file: !3, line: 103, column: 21)
!219 = !DILocation(line: 104, column: 7, scope: !218)
!220 = !DILocation(line: 105, column: 5, scope: !218)
!221 = !DILocation(line: 106, column: 3, scope: !209)
!222 = !DILocation(line: 100, column: 26, scope: !204)
!223 = !DILocation(line: 100, column: 3, scope: !204)
!224 = distinct !{!224, !206, !225, !226}
!225 = !DILocation(line: 106, column: 3, scope: !200)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 127, column: 1, scope: !218)
!228 = !DILocation(line: 107, column: 41, scope: !156)
!229 = !DILocation(line: 107, column: 45, scope: !156)
!230 = !DILocation(line: 107, column: 57, scope: !156)
!231 = !DILocation(line: 107, column: 3, scope: !156)
!232 = !DILocation(line: 109, column: 57, scope: !156)
!233 = !DILocation(line: 110, column: 10, scope: !156)
!234 = !DILocation(line: 110, column: 46, scope: !156)
!235 = !DILocation(line: 109, column: 3, scope: !156)
!236 = !DILocalVariable(name: "thrower", scope: !156, file: !3, line: 112, type: !237)
!237 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !156, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !238)
!238 = !{!239}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !237, file: !3, line: 112, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!241 = !DILocation(line: 112, column: 8, scope: !156)
!242 = !DILocation(line: 112, column: 18, scope: !156)
!243 = !DILocalVariable(name: "k", scope: !244, file: !3, line: 116, type: !10)
!244 = distinct !DILexicalBlock(scope: !156, file: !3, line: 116, column: 3)
!245 = !DILocation(line: 116, column: 12, scope: !244)
!246 = !DILocation(line: 116, column: 8, scope: !244)
!247 = !DILocation(line: 116, column: 19, scope: !248)
!248 = distinct !DILexicalBlock(scope: !244, file: !3, line: 116, column: 3)
!249 = !DILocation(line: 116, column: 21, scope: !248)
!250 = !DILocation(line: 116, column: 3, scope: !244)
!251 = !DILocation(line: 118, column: 15, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 117, column: 9)
!253 = distinct !DILexicalBlock(scope: !248, file: !3, line: 116, column: 31)
!254 = !DILocation(line: 118, column: 7, scope: !252)
!255 = !DILocation(line: 119, column: 5, scope: !252)
!256 = !DILocation(line: 127, column: 1, scope: !252)
!257 = !DILocalVariable(name: "f", scope: !253, file: !3, line: 119, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!259 = !DILocation(line: 119, column: 23, scope: !253)
!260 = !DILocation(line: 120, column: 44, scope: !261)
!261 = distinct !DILexicalBlock(scope: !253, file: !3, line: 119, column: 26)
!262 = !DILocation(line: 120, column: 46, scope: !261)
!263 = !DILocation(line: 120, column: 7, scope: !261)
!264 = !DILocation(line: 121, column: 5, scope: !261)
!265 = !DILocation(line: 122, column: 3, scope: !253)
!266 = !DILocation(line: 116, column: 26, scope: !248)
!267 = !DILocation(line: 116, column: 3, scope: !248)
!268 = distinct !{!268, !250, !269, !226}
!269 = !DILocation(line: 122, column: 3, scope: !244)
!270 = !DILocation(line: 127, column: 1, scope: !261)
!271 = !DILocalVariable(name: "d", scope: !272, file: !3, line: 124, type: !10)
!272 = distinct !DILexicalBlock(scope: !156, file: !3, line: 124, column: 3)
!273 = !DILocation(line: 124, column: 12, scope: !272)
!274 = !DILocation(line: 124, column: 8, scope: !272)
!275 = !DILocation(line: 124, column: 19, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 124, column: 3)
!277 = !DILocation(line: 124, column: 21, scope: !276)
!278 = !DILocation(line: 124, column: 3, scope: !272)
!279 = !DILocation(line: 124, column: 60, scope: !276)
!280 = !DILocation(line: 124, column: 71, scope: !276)
!281 = !DILocation(line: 124, column: 63, scope: !276)
!282 = !DILocation(line: 124, column: 31, scope: !276)
!283 = !DILocation(line: 124, column: 26, scope: !276)
!284 = !DILocation(line: 124, column: 3, scope: !276)
!285 = distinct !{!285, !278, !286, !226}
!286 = !DILocation(line: 124, column: 73, scope: !272)
!287 = !DILocation(line: 125, column: 64, scope: !156)
!288 = !DILocation(line: 125, column: 72, scope: !156)
!289 = !DILocation(line: 125, column: 79, scope: !156)
!290 = !DILocation(line: 125, column: 86, scope: !156)
!291 = !DILocation(line: 125, column: 93, scope: !156)
!292 = !DILocation(line: 125, column: 3, scope: !156)
!293 = !DILocation(line: 126, column: 3, scope: !156)
!294 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !120)
!295 = !DILocalVariable(name: "this", arg: 1, scope: !294, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DILocation(line: 0, scope: !294)
!297 = !DILocalVariable(name: "x", arg: 2, scope: !294, file: !3, line: 27, type: !10)
!298 = !DILocation(line: 27, column: 24, scope: !294)
!299 = !DILocation(line: 27, column: 29, scope: !294)
!300 = !DILocation(line: 27, column: 31, scope: !294)
!301 = !DILocation(line: 28, column: 9, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 28, column: 9)
!303 = distinct !DILexicalBlock(scope: !294, file: !3, line: 27, column: 34)
!304 = !DILocation(line: 28, column: 11, scope: !302)
!305 = !DILocation(line: 28, column: 9, scope: !303)
!306 = !DILocation(line: 28, column: 18, scope: !302)
!307 = !DILocation(line: 29, column: 5, scope: !303)
!308 = !DILocation(line: 30, column: 3, scope: !294)
!309 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !120)
!310 = !DILocalVariable(name: "this", arg: 1, scope: !309, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!311 = !DILocation(line: 0, scope: !309)
!312 = !DILocation(line: 23, column: 15, scope: !309)
!313 = !DILocation(line: 23, column: 17, scope: !309)
!314 = !DILocation(line: 24, column: 9, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 24, column: 9)
!316 = distinct !DILexicalBlock(scope: !309, file: !3, line: 23, column: 25)
!317 = !DILocation(line: 24, column: 18, scope: !315)
!318 = !DILocation(line: 24, column: 9, scope: !316)
!319 = !DILocation(line: 24, column: 23, scope: !315)
!320 = !DILocation(line: 24, column: 29, scope: !315)
!321 = !DILocation(line: 25, column: 5, scope: !316)
!322 = !DILocation(line: 26, column: 3, scope: !309)
!323 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !120)
!324 = !DILocalVariable(name: "this", arg: 1, scope: !323, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = !DILocation(line: 0, scope: !323)
!326 = !DILocation(line: 31, column: 16, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !3, line: 31, column: 14)
!328 = !DILocation(line: 31, column: 25, scope: !323)
!329 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !330, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!330 = !DISubroutineType(types: !331)
!331 = !{!10, !10}
!332 = !DILocalVariable(name: "x", arg: 1, scope: !329, file: !3, line: 36, type: !10)
!333 = !DILocation(line: 36, column: 26, scope: !329)
!334 = !DILocation(line: 37, column: 7, scope: !335)
!335 = distinct !DILexicalBlock(scope: !329, file: !3, line: 37, column: 7)
!336 = !DILocation(line: 37, column: 9, scope: !335)
!337 = !DILocation(line: 37, column: 7, scope: !329)
!338 = !DILocation(line: 37, column: 14, scope: !335)
!339 = !DILocation(line: 37, column: 20, scope: !335)
!340 = !DILocation(line: 37, column: 22, scope: !335)
!341 = !DILocation(line: 39, column: 1, scope: !335)
!342 = !DILocation(line: 38, column: 3, scope: !329)
!343 = !DILocation(line: 38, column: 10, scope: !329)
!344 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !330, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!345 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !3, line: 40, type: !10)
!346 = !DILocation(line: 40, column: 24, scope: !344)
!347 = !DILocation(line: 40, column: 44, scope: !344)
!348 = !DILocation(line: 40, column: 46, scope: !344)
!349 = !DILocation(line: 40, column: 37, scope: !344)
!350 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !330, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!351 = !DILocalVariable(name: "x", arg: 1, scope: !350, file: !3, line: 41, type: !10)
!352 = !DILocation(line: 41, column: 22, scope: !350)
!353 = !DILocation(line: 41, column: 49, scope: !350)
!354 = !DILocation(line: 41, column: 51, scope: !350)
!355 = !DILocation(line: 41, column: 42, scope: !350)
!356 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !357, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !362, retainedNodes: !120)
!357 = !DISubroutineType(types: !358)
!358 = !{!10, !359, !10}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !10}
!362 = !{!363}
!363 = !DITemplateTypeParameter(name: "T", type: !5)
!364 = !DILocalVariable(name: "f", arg: 1, scope: !356, file: !3, line: 43, type: !359)
!365 = !DILocation(line: 43, column: 50, scope: !356)
!366 = !DILocalVariable(name: "arg", arg: 2, scope: !356, file: !3, line: 43, type: !10)
!367 = !DILocation(line: 43, column: 63, scope: !356)
!368 = !DILocation(line: 45, column: 5, scope: !369)
!369 = distinct !DILexicalBlock(scope: !356, file: !3, line: 44, column: 7)
!370 = !DILocation(line: 45, column: 7, scope: !369)
!371 = !DILocation(line: 46, column: 3, scope: !369)
!372 = !DILocation(line: 52, column: 1, scope: !369)
!373 = !DILocalVariable(name: "v", scope: !356, file: !3, line: 46, type: !5)
!374 = !DILocation(line: 46, column: 14, scope: !356)
!375 = !DILocation(line: 50, column: 3, scope: !376)
!376 = distinct !DILexicalBlock(scope: !356, file: !3, line: 48, column: 17)
!377 = !DILocation(line: 47, column: 17, scope: !378)
!378 = distinct !DILexicalBlock(scope: !356, file: !3, line: 46, column: 17)
!379 = !DILocation(line: 47, column: 5, scope: !378)
!380 = !DILocation(line: 48, column: 3, scope: !378)
!381 = !DILocation(line: 49, column: 5, scope: !376)
!382 = !DILocation(line: 51, column: 3, scope: !356)
!383 = !DILocation(line: 52, column: 1, scope: !356)
!384 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !360, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!385 = !DILocalVariable(name: "x", arg: 1, scope: !384, file: !3, line: 54, type: !10)
!386 = !DILocation(line: 54, column: 29, scope: !384)
!387 = !DILocation(line: 54, column: 34, scope: !384)
!388 = !DILocation(line: 54, column: 47, scope: !384)
!389 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !357, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !390, retainedNodes: !120)
!390 = !{!391}
!391 = !DITemplateTypeParameter(name: "T", type: !6)
!392 = !DILocalVariable(name: "f", arg: 1, scope: !389, file: !3, line: 43, type: !359)
!393 = !DILocation(line: 43, column: 50, scope: !389)
!394 = !DILocalVariable(name: "arg", arg: 2, scope: !389, file: !3, line: 43, type: !10)
!395 = !DILocation(line: 43, column: 63, scope: !389)
!396 = !DILocation(line: 45, column: 5, scope: !397)
!397 = distinct !DILexicalBlock(scope: !389, file: !3, line: 44, column: 7)
!398 = !DILocation(line: 45, column: 7, scope: !397)
!399 = !DILocation(line: 46, column: 3, scope: !397)
!400 = !DILocation(line: 52, column: 1, scope: !397)
!401 = !DILocalVariable(name: "v", scope: !389, file: !3, line: 46, type: !6)
!402 = !DILocation(line: 46, column: 14, scope: !389)
!403 = !DILocation(line: 50, column: 3, scope: !404)
!404 = distinct !DILexicalBlock(scope: !389, file: !3, line: 48, column: 17)
!405 = !DILocation(line: 47, column: 17, scope: !406)
!406 = distinct !DILexicalBlock(scope: !389, file: !3, line: 46, column: 17)
!407 = !DILocation(line: 47, column: 5, scope: !406)
!408 = !DILocation(line: 48, column: 3, scope: !406)
!409 = !DILocation(line: 49, column: 5, scope: !404)
!410 = !DILocation(line: 51, column: 3, scope: !389)
!411 = !DILocation(line: 52, column: 1, scope: !389)
!412 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !360, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!413 = !DILocalVariable(name: "x", arg: 1, scope: !412, file: !3, line: 55, type: !10)
!414 = !DILocation(line: 55, column: 28, scope: !412)
!415 = !DILocation(line: 55, column: 33, scope: !412)
!416 = !DILocation(line: 55, column: 50, scope: !412)
!417 = !DILocation(line: 55, column: 52, scope: !412)
!418 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !357, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !419, retainedNodes: !120)
!419 = !{!420}
!420 = !DITemplateTypeParameter(name: "T", type: !10)
!421 = !DILocalVariable(name: "f", arg: 1, scope: !418, file: !3, line: 43, type: !359)
!422 = !DILocation(line: 43, column: 50, scope: !418)
!423 = !DILocalVariable(name: "arg", arg: 2, scope: !418, file: !3, line: 43, type: !10)
!424 = !DILocation(line: 43, column: 63, scope: !418)
!425 = !DILocation(line: 45, column: 5, scope: !426)
!426 = distinct !DILexicalBlock(scope: !418, file: !3, line: 44, column: 7)
!427 = !DILocation(line: 45, column: 7, scope: !426)
!428 = !DILocation(line: 46, column: 3, scope: !426)
!429 = !DILocation(line: 52, column: 1, scope: !426)
!430 = !DILocalVariable(name: "v", scope: !418, file: !3, line: 46, type: !10)
!431 = !DILocation(line: 46, column: 14, scope: !418)
!432 = !DILocation(line: 50, column: 3, scope: !433)
!433 = distinct !DILexicalBlock(scope: !418, file: !3, line: 48, column: 17)
!434 = !DILocation(line: 47, column: 17, scope: !435)
!435 = distinct !DILexicalBlock(scope: !418, file: !3, line: 46, column: 17)
!436 = !DILocation(line: 47, column: 5, scope: !435)
!437 = !DILocation(line: 48, column: 3, scope: !435)
!438 = !DILocation(line: 49, column: 5, scope: !433)
!439 = !DILocation(line: 51, column: 3, scope: !418)
!440 = !DILocation(line: 52, column: 1, scope: !418)
!441 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !237, file: !3, line: 112, type: !442, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !446, retainedNodes: !120)
!442 = !DISubroutineType(types: !443)
!443 = !{null, !444, !10}
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !237)
!446 = !DISubprogram(name: "operator()", scope: !237, file: !3, line: 112, type: !442, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!447 = !DILocalVariable(name: "this", arg: 1, scope: !441, type: !448, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!449 = !DILocation(line: 0, scope: !441)
!450 = !DILocalVariable(name: "k", arg: 2, scope: !441, file: !3, line: 112, type: !10)
!451 = !DILocation(line: 112, column: 28, scope: !441)
!452 = !DILocation(line: 113, column: 9, scope: !453)
!453 = distinct !DILexicalBlock(scope: !441, file: !3, line: 113, column: 9)
!454 = !DILocation(line: 113, column: 11, scope: !453)
!455 = !DILocation(line: 113, column: 9, scope: !441)
!456 = !DILocation(line: 113, column: 16, scope: !453)
!457 = !DILocation(line: 113, column: 30, scope: !453)
!458 = !DILocation(line: 113, column: 32, scope: !453)
!459 = !DILocation(line: 113, column: 22, scope: !453)
!460 = !DILocation(line: 115, column: 3, scope: !453)
!461 = !DILocation(line: 114, column: 11, scope: !441)
!462 = !DILocation(line: 114, column: 5, scope: !441)
!463 = !DILocation(line: 114, column: 8, scope: !441)
!464 = !DILocation(line: 115, column: 3, scope: !441)
!465 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !330, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!466 = !DILocalVariable(name: "depth", arg: 1, scope: !465, file: !3, line: 63, type: !10)
!467 = !DILocation(line: 63, column: 24, scope: !465)
!468 = !DILocalVariable(name: "s1", scope: !465, file: !3, line: 64, type: !20)
!469 = !DILocation(line: 64, column: 9, scope: !465)
!470 = !DILocalVariable(name: "s2", scope: !471, file: !3, line: 66, type: !20)
!471 = distinct !DILexicalBlock(scope: !465, file: !3, line: 65, column: 7)
!472 = !DILocation(line: 66, column: 11, scope: !471)
!473 = !DILocalVariable(name: "s3", scope: !474, file: !3, line: 68, type: !20)
!474 = distinct !DILexicalBlock(scope: !471, file: !3, line: 67, column: 9)
!475 = !DILocation(line: 68, column: 13, scope: !474)
!476 = !DILocation(line: 69, column: 11, scope: !477)
!477 = distinct !DILexicalBlock(scope: !474, file: !3, line: 69, column: 11)
!478 = !DILocation(line: 69, column: 17, scope: !477)
!479 = !DILocation(line: 69, column: 11, scope: !474)
!480 = !DILocation(line: 69, column: 22, scope: !477)
!481 = !DILocation(line: 69, column: 28, scope: !477)
!482 = !DILocation(line: 79, column: 1, scope: !471)
!483 = !DILocation(line: 79, column: 1, scope: !474)
!484 = !DILocation(line: 79, column: 1, scope: !477)
!485 = !DILocation(line: 70, column: 5, scope: !471)
!486 = !DILocation(line: 70, column: 5, scope: !474)
!487 = !DILocalVariable(name: "d", scope: !471, file: !3, line: 70, type: !10)
!488 = !DILocation(line: 70, column: 18, scope: !471)
!489 = !DILocalVariable(name: "s4", scope: !490, file: !3, line: 71, type: !20)
!490 = distinct !DILexicalBlock(scope: !471, file: !3, line: 70, column: 21)
!491 = !DILocation(line: 71, column: 13, scope: !490)
!492 = !DILocation(line: 72, column: 11, scope: !493)
!493 = distinct !DILexicalBlock(scope: !490, file: !3, line: 72, column: 11)
!494 = !DILocation(line: 72, column: 13, scope: !493)
!495 = !DILocation(line: 72, column: 11, scope: !490)
!496 = !DILocation(line: 72, column: 18, scope: !493)
!497 = !DILocation(line: 72, column: 24, scope: !493)
!498 = !DILocation(line: 72, column: 26, scope: !493)
!499 = !DILocation(line: 79, column: 1, scope: !490)
!500 = !DILocation(line: 79, column: 1, scope: !493)
!501 = !DILocation(line: 74, column: 5, scope: !471)
!502 = !DILocation(line: 73, column: 14, scope: !490)
!503 = !DILocation(line: 73, column: 7, scope: !490)
!504 = !DILocation(line: 74, column: 5, scope: !490)
!505 = !DILocation(line: 75, column: 3, scope: !465)
!506 = !DILocation(line: 75, column: 3, scope: !471)
!507 = !DILocalVariable(name: "d", scope: !465, file: !3, line: 75, type: !10)
!508 = !DILocation(line: 75, column: 16, scope: !465)
!509 = !DILocation(line: 76, column: 12, scope: !510)
!510 = distinct !DILexicalBlock(scope: !465, file: !3, line: 75, column: 19)
!511 = !DILocation(line: 76, column: 14, scope: !510)
!512 = !DILocation(line: 76, column: 5, scope: !510)
!513 = !DILocation(line: 77, column: 3, scope: !510)
!514 = !DILocation(line: 78, column: 3, scope: !465)
!515 = !DILocation(line: 79, column: 1, scope: !465)
!516 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !120)
!517 = !DILocalVariable(name: "this", arg: 1, scope: !516, type: !518, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!519 = !DILocation(line: 0, scope: !516)
!520 = !DILocalVariable(name: "n", arg: 2, scope: !516, file: !3, line: 59, type: !23)
!521 = !DILocation(line: 59, column: 21, scope: !516)
!522 = !DILocation(line: 59, column: 26, scope: !516)
!523 = !DILocation(line: 59, column: 31, scope: !516)
!524 = !DILocation(line: 59, column: 35, scope: !516)
!525 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !120)
!526 = !DILocalVariable(name: "this", arg: 1, scope: !525, type: !518, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DILocation(line: 0, scope: !525)
!528 = !DILocation(line: 60, column: 37, scope: !529)
!529 = distinct !DILexicalBlock(scope: !525, file: !3, line: 60, column: 12)
!530 = !DILocation(line: 60, column: 14, scope: !529)
!531 = !DILocation(line: 60, column: 44, scope: !525)
